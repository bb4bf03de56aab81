import * as i18n from '@wl/i18n';
import { RootStore } from '@wl/core';
import { answersByPath, englishMessages, fakeApi, startupAnswer } from '@wl/testing';
import { FAILED, matchListAnswer, oddsAnswer } from '../testing/match-fixtures';
import { matchListFeature } from './match-list-feature';

function setup(table: Record<string, object>) {
  const { api, calls } = fakeApi(answersByPath(table));
  const root = new RootStore(api, { i18n });
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
