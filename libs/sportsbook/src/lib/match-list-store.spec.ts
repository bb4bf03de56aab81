import type { ApiTransport, Envelope, PublicOddsResponse, SportsMatch, ValueListResponse } from '@wl/api';
import { MatchListStore, type MatchListDeps } from './match-list-store';
import { lineNames } from './odds-lines';
import { FAILED, NOW, NO_ODDS, matchListAnswer, oddsAnswer } from '../testing/match-fixtures';

function storeWith(overrides: Partial<MatchListDeps> = {}, language = 'EN') {
  const calls = { matches: 0, odds: 0 };
  let lang = language;
  let now = NOW;
  // What reaches the global error handler; the loads are the deps', so the client is never asked.
  const reported: Envelope[] = [];
  const platform = {
    get api(): ApiTransport {
      throw new Error('the match list loads through its deps');
    },
    report: (answer: Envelope) => reported.push(answer),
  };
  const store = new MatchListStore(platform, {
    loadMatches: async () => {
      calls.matches++;
      return matchListAnswer();
    },
    loadOdds: async () => {
      calls.odds++;
      return oddsAnswer();
    },
    language: () => lang,
    now: () => now,
    ...overrides,
  });
  return {
    store,
    calls,
    reported,
    setLanguage: (code: string) => (lang = code),
    advance: (ms: number) => (now += ms),
  };
}

describe('MatchListStore', () => {
  it('groups matches by league, the league with the soonest match first, matches by kick-off', async () => {
    const { store } = storeWith();
    await store.load();
    expect(store.status).toBe('ready');
    expect(store.leagues.map((l) => l.name)).toEqual(['La Liga', 'Premier League']);
    const [liga, epl] = store.leagues;
    expect(liga?.matches.map((m) => `${m.home} v ${m.away}`)).toEqual([
      'Girona v Betis',
      'Sevilla v Valencia',
    ]);
    expect(epl?.matches.map((m) => m.id)).toEqual([1, 3]);
    expect(liga?.matches[0]?.live).toBe(true);
    expect(epl?.outrights.map((l) => l.criteria1)).toEqual(['ars']);
  });

  it("names teams and leagues in the player's language, English where a name is missing", async () => {
    const { store, setLanguage } = storeWith({}, 'VI');
    await store.load();
    const epl = store.leagues.find((l) => l.key === 'epl');
    expect(epl?.name).toBe('Ngoại hạng Anh');
    expect(epl?.matches[0]).toMatchObject({ home: 'Pháo thủ', away: 'Lữ đoàn đỏ' });
    setLanguage('CN');
    expect(store.leagues.find((l) => l.key === 'epl')?.matches[0]).toMatchObject({
      home: 'Arsenal',
      away: 'Liverpool',
    });
  });

  it("names an outright's team and league in the player's language, and follows a change of language", async () => {
    const { store, setLanguage } = storeWith({}, 'VI');
    await store.load();
    store.selectBetType('OR');
    const [outright] = store.visibleLeagues[0]?.outrights ?? [];
    if (!outright) throw new Error('no outright');
    expect(lineNames(outright, 'VI')).toEqual({ home: 'Pháo thủ', away: '', league: 'Ngoại hạng Anh' });
    expect(store.visibleLeagues[0]?.name).toBe('Ngoại hạng Anh');
    setLanguage('EN');
    expect(store.visibleLeagues[0]?.name).toBe('Premier League');
    expect(lineNames(outright, 'EN').home).toBe('Arsenal');
  });

  it("reads each match's prices with its teams from the answer's tables, empty sides and lines as ''", async () => {
    const { store } = storeWith();
    await store.load();
    const arsenal = store.leagues[1]?.matches[0];
    if (!arsenal) throw new Error('no match');
    const [anyOther] = store.linesOf(arsenal, 'CS').filter((line) => line.criteria1 === 'AOS');
    expect(anyOther).toMatchObject({ homeAway: '', matchId: 1, leagueKey: 'epl', odds: 15 });
    expect(anyOther && lineNames(anyOther, 'VI')).toEqual({
      home: 'Pháo thủ',
      away: 'Lữ đoàn đỏ',
      league: 'Ngoại hạng Anh',
    });
    expect(store.linesOf(arsenal, '1X2')[0]).toMatchObject({ key: 'line-101', criteria1: '' });
  });

  it('leaves out prices that do not pay and bet types it does not know', async () => {
    const answer = oddsAnswer();
    const [first] = answer.matches;
    if (!first) throw new Error('no match');
    const markets: Record<string, unknown> = first.markets;
    markets['XYZ'] = [{ line_id: 1, home_away: 'H', odds: 2 }];
    first.markets['1X2'] = [{ line_id: 2, home_away: 'H', odds: 1 }];
    const { store } = storeWith({ loadOdds: async () => answer });
    await store.load();
    expect(store.availableBetTypes as string[]).not.toContain('XYZ');
    const match = store.leagues.flatMap((l) => l.matches).find((m) => m.id === first.match_id);
    expect(match && store.linesOf(match, '1X2')).toEqual([]);
  });

  it('files each price under its match and bet type, outcomes in home, draw, away order', async () => {
    const { store } = storeWith();
    await store.load();
    const arsenal = store.leagues[1]?.matches[0];
    if (!arsenal) throw new Error('no match');
    expect(store.linesOf(arsenal, '1X2').map((l) => [l.homeAway, l.odds])).toEqual([
      ['H', 2.1],
      ['D', 3.25],
      ['A', 3.4],
    ]);
    expect(store.linesOf(arsenal, 'OU').map((l) => l.homeAway)).toEqual(['O', 'U']);
    expect(store.linesOf(arsenal, 'HTFT')).toEqual([]);
  });

  it('shows the full-time result first and filters by bet type', async () => {
    const { store } = storeWith();
    await store.load();
    expect(store.activeBetType).toBe('1X2');
    expect(store.availableBetTypes).toEqual(['1X2', 'HDP', 'OU', 'CS', 'OR', '1X2H']);
    expect(store.marketChoices).toEqual(['1X2', 'HDP', 'OU', 'CS', 'OR']);

    store.selectBetType('HDP');
    const priced = store.visibleLeagues.flatMap((l) => l.matches).filter((m) => store.linesOf(m).length > 0);
    expect(priced.map((m) => m.id)).toEqual([2, 1]);

    store.selectBetType('OR');
    expect(store.visibleLeagues.map((l) => l.key)).toEqual(['epl']);
  });

  it('switches between full time and first half, keeping the market where it can', async () => {
    const { store } = storeWith();
    await store.load();
    store.selectPeriod('half');
    expect(store.activeBetType).toBe('1X2H');
    expect(store.marketChoices).toEqual(['1X2H']);
    store.selectPeriod('full');
    expect(store.activeBetType).toBe('1X2');
    store.selectBetType('OU');
    store.selectPeriod('half');
    expect(store.activeBetType).toBe('1X2H');
  });

  it('falls back to a market that has prices when the chosen one has none', async () => {
    const { store } = storeWith({
      loadOdds: async () => oddsAnswer((type) => type !== '1X2'),
    });
    await store.load();
    expect(store.activeBetType).toBe('HDP');
  });

  it('filters by league', async () => {
    const { store } = storeWith();
    await store.load();
    store.selectLeague('epl');
    expect(store.visibleLeagues.map((l) => l.key)).toEqual(['epl']);
    store.selectLeague(null);
    expect(store.visibleLeagues).toHaveLength(2);
  });

  it('picks the soonest priced matches for a home page block', async () => {
    const { store } = storeWith();
    await store.load();
    const block = store.soonest(2);
    expect(block.map((l) => [l.key, l.matches.map((m) => m.id)])).toEqual([
      ['liga', [2]],
      ['epl', [1]],
    ]);
  });

  it('shows the failed state and loads again on retry', async () => {
    let fail = true;
    const { store } = storeWith({
      loadOdds: async (): Promise<PublicOddsResponse> => (fail ? FAILED : oddsAnswer()),
    });
    await store.load();
    expect(store.status).toBe('failed');
    fail = false;
    await store.retry();
    expect(store.status).toBe('ready');
    expect(store.leagues).toHaveLength(2);
  });

  it('keeps the lists shown when a later refresh fails', async () => {
    let fail = false;
    const { store, advance } = storeWith({
      loadMatches: async (): Promise<ValueListResponse<SportsMatch>> => (fail ? FAILED : matchListAnswer()),
    });
    await store.load();
    fail = true;
    advance(120_000);
    await store.ensureLoaded();
    expect(store.status).toBe('ready');
    expect(store.leagues).toHaveLength(2);
  });

  it('is empty when the site offers nothing to bet on', async () => {
    const { store } = storeWith({
      loadMatches: async () => ({ statusCode: 1, message: 'OK', value: [] }),
      loadOdds: async () => NO_ODDS,
    });
    await store.load();
    expect(store.isEmpty).toBe(true);
    expect(store.visibleLeagues).toEqual([]);
  });

  it('fetches once while fresh, again once stale', async () => {
    const { store, calls, advance } = storeWith();
    await Promise.all([store.ensureLoaded(), store.ensureLoaded()]);
    await store.ensureLoaded();
    expect(calls).toEqual({ matches: 1, odds: 1 });
    advance(61_000);
    await store.ensureLoaded();
    expect(calls).toEqual({ matches: 2, odds: 2 });
  });

  it('shows a failed load in place and sends an answer that ends the session to the global handler', async () => {
    const expired = { statusCode: 0, message: 'sessionExpired' };
    let answer: PublicOddsResponse = FAILED;
    const { store, reported } = storeWith({ loadOdds: async () => answer });
    await store.load();
    expect(store.status).toBe('failed');
    expect(reported).toEqual([]);
    answer = expired;
    await store.retry();
    expect(reported).toEqual([expired]);
  });

  it('shares the requests of loads on their way and is loading meanwhile', async () => {
    let answer: (value: ValueListResponse<SportsMatch>) => void = () => undefined;
    const { store, calls } = storeWith({
      loadMatches: () => {
        calls.matches++;
        return new Promise((resolve) => (answer = resolve));
      },
    });
    const first = store.load();
    const second = store.retry();
    expect(store.status).toBe('loading');
    expect(store.loading).toBe(true);
    answer(matchListAnswer());
    await Promise.all([first, second]);
    expect(calls).toEqual({ matches: 1, odds: 1 });
    expect(store.loading).toBe(false);
    expect(store.status).toBe('ready');
  });
});
