import * as i18n from '@wl/i18n';
import { preloadedAnswers, type PageAnswer } from '@wl/api';
import { RootStore } from '@wl/core';
import { answersByPath, englishMessages, fakeApi, startupAnswer } from '@wl/testing';
import { FAILED, NOW, matchListAnswer, oddsAnswer, oddsFor } from '../testing/match-fixtures';
import { matchListFeature } from './match-list-feature';

function setup(table: Record<string, object>, carried: PageAnswer[] = []) {
  const { api, calls } = fakeApi(answersByPath(table));
  const root = new RootStore({ ...api, preloaded: preloadedAnswers(carried, NOW) }, { i18n });
  root.site.applyStartup(startupAnswer());
  root.locale.configure(root.site.language, 'EN');
  return { root, calls };
}

beforeAll(englishMessages);

describe('matchListFeature', () => {
  it('loads both public lists through the client, one store for the page', async () => {
    const { root, calls } = setup({ 'home/match_list': matchListAnswer(), 'home/public_odds': oddsAnswer() });
    const matches = root.feature(matchListFeature);
    await matches.load();
    expect(matches.status).toBe('ready');
    expect(matches.leagues.map((league) => league.name)).toEqual(['La Liga', 'Premier League']);
    expect(calls.map((call) => call.path).sort()).toEqual(['home/match_list', 'home/public_odds']);
    expect(root.feature(matchListFeature)).toBe(matches);
  });

  it("shows the page's answers at once: the list and the default market's odds, by their query", () => {
    const { root, calls } = setup({}, [
      { path: 'home/match_list', body: {}, answer: matchListAnswer() },
      { path: 'home/public_odds', body: { bet_type: '1X2' }, answer: oddsFor({ bet_type: '1X2' }) },
      { path: 'home/public_odds', body: { match_id: 2 }, answer: oddsFor({ match_id: 2 }) },
    ]);
    const matches = root.feature(matchListFeature);
    expect(matches.status).toBe('ready');
    expect(matches.leagues.flatMap((league) => league.matches)).toHaveLength(4);
    expect(matches.matchDetail(2).markets.map((market) => market.type)).toEqual(['1X2', 'HDP']);
    expect(calls).toEqual([]);
  });

  it('keeps the public lists when the session ends', async () => {
    const { root } = setup({ 'home/match_list': matchListAnswer(), 'home/public_odds': oddsAnswer() });
    const matches = root.feature(matchListFeature);
    await matches.load();
    root.session.logout();
    expect(matches.status).toBe('ready');
    expect(matches.leagues).toHaveLength(2);
  });

  it('shows a failed list in place, not in the error dialog', async () => {
    const { root } = setup({ 'home/match_list': matchListAnswer(), 'home/public_odds': FAILED });
    const matches = root.feature(matchListFeature);
    await matches.load();
    expect(matches.status).toBe('failed');
    expect(root.dialogs.current).toBeUndefined();
  });
});
