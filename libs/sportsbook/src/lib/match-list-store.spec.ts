import type { ApiTransport, Envelope, PublicOddsResponse, SportsMatch, ValueListResponse } from '@wl/api';
import type { BetType } from './bet-types';
import type { LiveEvent, LiveSource } from './live-events';
import { MatchListStore, PRICE_MOVE_MARK_MS, type MatchListDeps, type OddsQuery } from './match-list-store';
import { lineNames } from './odds-lines';
import {
  FAILED,
  NOW,
  NO_ODDS,
  matchListAnswer,
  oddsAnswer,
  oddsFor,
  priceId,
} from '../testing/match-fixtures';

/** An EventSource of the specs: the store's listeners, and messages sent to them. */
class FakeLiveSource implements LiveSource {
  static opened: FakeLiveSource[] = [];
  closed = false;
  private readonly listeners = new Map<string, ((event: { data: unknown }) => void)[]>();

  constructor() {
    FakeLiveSource.opened.push(this);
  }

  addEventListener(type: string, listener: (event: { data: unknown }) => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close(): void {
    this.closed = true;
  }

  emit(type: 'open' | 'error'): void {
    for (const listener of this.listeners.get(type) ?? []) listener({ data: undefined });
  }

  send(events: LiveEvent[] | string): void {
    const data = typeof events === 'string' ? events : JSON.stringify(events);
    for (const listener of this.listeners.get('message') ?? []) listener({ data });
  }
}

function storeWith(overrides: Partial<MatchListDeps> = {}, language = 'EN') {
  const calls = { matches: 0, odds: 0 };
  const queries: OddsQuery[] = [];
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
    loadOdds: async (query) => {
      calls.odds++;
      queries.push(query);
      return oddsFor(query);
    },
    language: () => lang,
    now: () => now,
    liveSource: () => new FakeLiveSource(),
    ...overrides,
  });
  return {
    store,
    calls,
    queries,
    reported,
    setLanguage: (code: string) => (lang = code),
    advance: (ms: number) => (now += ms),
  };
}

/** Shows a market and waits for its prices. */
async function show(store: MatchListStore, type: BetType): Promise<void> {
  store.selectBetType(type);
  await store.ensureMarket(type);
}

const matchOf = (store: MatchListStore, id: number) => {
  const match = store.leagues.flatMap((league) => league.matches).find((m) => m.id === id);
  if (!match) throw new Error(`no match ${id}`);
  return match;
};

afterEach(() => {
  FakeLiveSource.opened = [];
  jest.useRealTimers();
});

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
    expect(liga?.matches[0]).toMatchObject({ live: true, minute: 67, score: { home: 2, away: 1 } });
    expect(epl?.matches[0]).toMatchObject({
      live: false,
      minute: null,
      score: null,
      league: 'Premier League',
    });
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
    expect(store.leagues.flatMap((league) => league.outrights)).toEqual([]);
    await show(store, 'OR');
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
    await show(store, 'CS');
    const arsenal = matchOf(store, 1);
    const [anyOther] = store.linesOf(arsenal, 'CS').filter((line) => line.criteria1 === 'AOS');
    expect(anyOther).toMatchObject({
      homeAway: '',
      matchId: 1,
      leagueKey: 'epl',
      odds: 15,
      suspended: false,
    });
    expect(anyOther && lineNames(anyOther, 'VI')).toEqual({
      home: 'Pháo thủ',
      away: 'Lữ đoàn đỏ',
      league: 'Ngoại hạng Anh',
    });
    expect(store.linesOf(arsenal, '1X2')[0]).toMatchObject({ key: 'line-101', lineId: 101, criteria1: '' });
  });

  it('leaves out prices that do not pay, bet types it does not know and those of other markets', async () => {
    const answer = oddsAnswer();
    const [first] = answer.matches;
    if (!first) throw new Error('no match');
    const markets: Record<string, unknown> = first.markets;
    markets['XYZ'] = [{ line_id: 1, home_away: 'H', odds: 2 }];
    first.markets['1X2'] = [{ line_id: 2, home_away: 'H', odds: 1 }];
    const { store } = storeWith({ loadOdds: async () => answer });
    await store.load();
    const match = matchOf(store, first.match_id);
    expect(store.linesOf(match, '1X2')).toEqual([]);
    expect([...match.lines.keys()]).toEqual([]);
    // The answer's other bet types are not kept as the 1X2 market's.
    expect(store.linesOf(matchOf(store, 1), 'HDP')).toEqual([]);
  });

  it('files each price under its match and bet type, outcomes in home, draw, away order', async () => {
    const { store } = storeWith();
    await store.load();
    const arsenal = matchOf(store, 1);
    expect(store.linesOf(arsenal, '1X2').map((l) => [l.homeAway, l.odds])).toEqual([
      ['H', 2.1],
      ['D', 3.25],
      ['A', 3.4],
    ]);
    expect(store.linesOf(arsenal, 'HTFT')).toEqual([]);
  });

  it('keeps the three pairs of a handicap or total together, and the board shows the main one', async () => {
    const { store } = storeWith();
    await store.load();
    await show(store, 'OU');
    const arsenal = matchOf(store, 1);
    expect(store.linesOf(arsenal).map((l) => `${l.homeAway}${l.criteria1}`)).toEqual([
      'O2.5',
      'U2.5',
      'O2.75',
      'U2.75',
      'O2.25',
      'U2.25',
    ]);
    expect(store.boardLinesOf(arsenal).map((l) => `${l.homeAway}${l.criteria1}`)).toEqual(['O2.5', 'U2.5']);
    await show(store, 'HDP');
    expect(store.boardLinesOf(matchOf(store, 1)).map((l) => `${l.homeAway}${l.criteria1}`)).toEqual([
      'H-0.5',
      'A+0.5',
    ]);
  });

  it('offers every market of the spec as a tab, and shows the full-time result first', async () => {
    const { store } = storeWith();
    expect(store.activeBetType).toBe('1X2');
    expect(store.marketChoices).toEqual([
      '1X2',
      'HDP',
      'OU',
      'DC',
      'DNB',
      'ML',
      'OE',
      'BS',
      '1X2HDP',
      'CS',
      'TG',
      'HTFT',
      'FGLG',
      'CL',
      'PARLAY',
      'OR',
    ]);
    await store.load();
    await show(store, 'HDP');
    const priced = store.visibleLeagues.flatMap((l) => l.matches).filter((m) => store.linesOf(m).length > 0);
    expect(priced.map((m) => m.id)).toEqual([2, 1]);
    await show(store, 'OR');
    expect(store.visibleLeagues.map((l) => l.key)).toEqual(['epl']);
  });

  it('loads only the market shown, another when it is picked, each kept for the visit', async () => {
    const { store, queries, advance } = storeWith();
    await store.ensureLoaded();
    expect(queries).toEqual([{ bet_type: '1X2' }]);
    store.selectBetType('HDP');
    expect(store.marketStatus()).toBe('loading');
    expect(store.listStatus).toBe('ready');
    await store.ensureMarket('HDP');
    expect(store.marketStatus()).toBe('ready');
    store.selectBetType('1X2');
    store.selectBetType('HDP');
    await store.ensureLoaded();
    expect(queries).toEqual([{ bet_type: '1X2' }, { bet_type: 'HDP' }]);
    // Both markets' prices are held side by side.
    expect(store.linesOf(matchOf(store, 1), '1X2')).toHaveLength(3);
    expect(store.linesOf(matchOf(store, 1), 'HDP')).toHaveLength(6);
    advance(61_000);
    await store.ensureLoaded();
    expect(queries).toEqual([{ bet_type: '1X2' }, { bet_type: 'HDP' }, { bet_type: 'HDP' }]);
  });

  it('switches between full time and first half, keeping the market where it can', async () => {
    const { store, queries } = storeWith();
    await store.load();
    store.selectPeriod('half');
    expect(store.activeBetType).toBe('1X2H');
    expect(store.marketChoices[0]).toBe('1X2H');
    expect(store.marketChoices).toHaveLength(12);
    store.selectPeriod('full');
    expect(store.activeBetType).toBe('1X2');
    store.selectBetType('OU');
    store.selectPeriod('half');
    expect(store.activeBetType).toBe('OUH');
    store.selectPeriod('full');
    store.selectBetType('OR');
    store.selectPeriod('half');
    expect(store.activeBetType).toBe('1X2H');
    await store.ensureLoaded();
    expect(queries.map((query) => query.bet_type)).toEqual(['1X2', '1X2H', 'OU', 'OUH', 'OR']);
  });

  it('filters by league', async () => {
    const { store } = storeWith();
    await store.load();
    store.selectLeague('epl');
    expect(store.visibleLeagues.map((l) => l.key)).toEqual(['epl']);
    store.selectLeague(null);
    expect(store.visibleLeagues).toHaveLength(2);
  });

  it('picks the soonest priced matches for a home page block, not those in play', async () => {
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
      loadOdds: async (query): Promise<PublicOddsResponse> => (fail ? FAILED : oddsFor(query)),
    });
    await store.load();
    expect(store.status).toBe('failed');
    expect(store.listStatus).toBe('ready');
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

  it('shows the lists the page carries in its first render, asked for with the first call it makes', () => {
    const asked: OddsQuery[] = [];
    const { store, calls } = storeWith({
      carried: () => ({
        matches: matchListAnswer(),
        odds: (query) => {
          asked.push(query);
          return query.bet_type === '1X2' ? oddsFor(query) : undefined;
        },
        at: NOW,
      }),
    });
    expect(asked).toEqual([{ bet_type: '1X2' }]);
    expect(store.status).toBe('ready');
    expect(store.linesOf(matchOf(store, 1))).toHaveLength(3);
    void store.ensureLoaded();
    expect(calls).toEqual({ matches: 0, odds: 0 });
  });
});

describe("a match's page", () => {
  it('loads every market of the match, the handicap and total with all their pairs', async () => {
    const { store, queries } = storeWith();
    await store.ensureMatch(1);
    expect(queries).toEqual([{ match_id: 1 }]);
    const detail = store.matchDetail(1);
    expect(detail.status).toBe('ready');
    expect(detail.match).toMatchObject({ home: 'Arsenal', away: 'Liverpool', league: 'Premier League' });
    expect(detail.markets.map((market) => [market.type, market.rows.map((row) => row.length)])).toEqual([
      ['1X2', [3]],
      ['HDP', [2, 2, 2]],
      ['OU', [2, 2, 2]],
      ['CS', [2]],
      ['1X2H', [3]],
    ]);
    const handicap = detail.markets.find((market) => market.type === 'HDP');
    expect(handicap?.rows.map((row) => row.map((l) => l.criteria1))).toEqual([
      ['-0.5', '+0.5'],
      ['-0.75', '+0.75'],
      ['-0.25', '+0.25'],
    ]);
    await store.ensureMatch(1);
    expect(queries).toEqual([{ match_id: 1 }]);
  });

  it('is loading, then failed with a retry, and says when the match is not listed', async () => {
    let fail = true;
    const { store } = storeWith({
      loadOdds: async (query): Promise<PublicOddsResponse> => (fail ? FAILED : oddsFor(query)),
    });
    expect(store.matchDetail(1).status).toBe('idle');
    const loading = store.ensureMatch(1);
    expect(store.matchDetail(1).status).toBe('loading');
    await loading;
    expect(store.matchDetail(1).status).toBe('failed');
    fail = false;
    await store.retryMatch(1);
    expect(store.matchDetail(1).status).toBe('ready');
    await store.ensureMatch(77);
    expect(store.matchDetail(77)).toEqual({ status: 'missing', match: null, markets: [] });
  });

  it("shows the match's answer the page carries in its first render", () => {
    const { store, calls } = storeWith({
      carried: () => ({
        matches: matchListAnswer(),
        odds: (query) => (query.match_id === 2 ? oddsFor(query) : undefined),
      }),
    });
    const detail = store.matchDetail(2);
    expect(detail.status).toBe('ready');
    expect(detail.markets.map((market) => market.type)).toEqual(['1X2', 'HDP']);
    expect(calls.odds).toBe(0);
  });
});

describe('live updates', () => {
  const arsenalHome = priceId(1, '1X2', 'H');
  const arsenalDraw = priceId(1, '1X2', 'D');
  const arsenalAway = priceId(1, '1X2', 'A');

  it('opens the stream once while a view watches, and closes it when none does', () => {
    const { store } = storeWith();
    const stopBoard = store.watchLive();
    const stopMatch = store.watchLive();
    expect(FakeLiveSource.opened).toHaveLength(1);
    stopBoard();
    stopBoard();
    expect(FakeLiveSource.opened[0]?.closed).toBe(false);
    stopMatch();
    expect(FakeLiveSource.opened[0]?.closed).toBe(true);
    store.watchLive()();
    expect(FakeLiveSource.opened).toHaveLength(2);
  });

  it('opens no stream where there is none (a server render)', () => {
    const { store } = storeWith({ liveSource: undefined });
    expect(() => store.watchLive()()).not.toThrow();
  });

  it("applies a match's status, clock and score, and a finished match leaves the board", async () => {
    const { store } = storeWith();
    await store.load();
    store.watchLive();
    const source = FakeLiveSource.opened[0];
    source?.send([
      { type: 'match', match_id: 1, status: 'live', minute: 3, home: 0, away: 0, suspended: false },
      { type: 'match', match_id: 4, status: 'half_time', minute: 45, home: 2, away: 1, suspended: false },
    ]);
    expect(matchOf(store, 1)).toMatchObject({
      status: 'live',
      live: true,
      minute: 3,
      score: { home: 0, away: 0 },
    });
    expect(matchOf(store, 4)).toMatchObject({ status: 'half_time', live: true, score: { home: 2, away: 1 } });
    source?.send([
      { type: 'match', match_id: 1, status: 'live', minute: 9, home: 1, away: 0, suspended: true },
    ]);
    expect(matchOf(store, 1)).toMatchObject({ minute: 9, score: { home: 1, away: 0 }, suspended: true });
    const home = store.linesOf(matchOf(store, 1))[0];
    expect(home && store.isSuspended(home)).toBe(true);
    source?.send([
      { type: 'match', match_id: 1, status: 'finished', minute: 90, home: 1, away: 0, suspended: false },
    ]);
    expect(store.leagues.flatMap((l) => l.matches).map((m) => m.id)).toEqual([4, 2, 3]);
  });

  it('moves prices marked up or down for a few moments, suspends them, and removes closed ones', async () => {
    jest.useFakeTimers();
    const { store } = storeWith();
    await store.load();
    store.watchLive();
    FakeLiveSource.opened[0]?.send([
      {
        type: 'lines',
        match_id: 1,
        lines: [
          { line_id: arsenalHome, odds: 2.2, suspended: false, closed: false },
          { line_id: arsenalDraw, odds: 3.1, suspended: true, closed: false },
          { line_id: arsenalAway, odds: 3.4, suspended: false, closed: true },
          { line_id: 99_999, odds: 9, suspended: false, closed: false },
        ],
      },
    ]);
    const lines = store.linesOf(matchOf(store, 1));
    expect(lines.map((l) => [l.homeAway, l.odds, store.isSuspended(l)])).toEqual([
      ['H', 2.2, false],
      ['D', 3.1, true],
    ]);
    expect(store.moveOf(`line-${arsenalHome}`)).toBe('up');
    expect(store.moveOf(`line-${arsenalDraw}`)).toBe('down');
    jest.advanceTimersByTime(PRICE_MOVE_MARK_MS);
    expect(store.moveOf(`line-${arsenalHome}`)).toBeUndefined();
    expect(store.moves.size).toBe(0);
  });

  it('passes the events on to those listening (the slip), and reads nothing from a broken message', async () => {
    const { store } = storeWith();
    await store.load();
    const heard: (readonly LiveEvent[])[] = [];
    const stop = store.onLive((events) => heard.push(events));
    store.watchLive();
    const source = FakeLiveSource.opened[0];
    source?.send('not json');
    source?.send(
      JSON.stringify([
        { type: 'lines', match_id: 'x' },
        { type: 'other', match_id: 1 },
      ]),
    );
    expect(heard).toEqual([]);
    const event: LiveEvent = {
      type: 'lines',
      match_id: 1,
      lines: [{ line_id: arsenalHome, odds: 2, suspended: false, closed: false }],
    };
    source?.send([event]);
    expect(heard).toEqual([[event]]);
    stop();
    source?.send([event]);
    expect(heard).toHaveLength(1);
  });

  it('asks the lists again when the stream comes back after a break', async () => {
    const { store, calls } = storeWith();
    await store.load();
    store.watchLive();
    const source = FakeLiveSource.opened[0];
    source?.emit('open');
    expect(calls).toEqual({ matches: 1, odds: 1 });
    source?.emit('error');
    source?.emit('open');
    await Promise.resolve();
    expect(calls).toEqual({ matches: 2, odds: 2 });
  });

  it("keeps a match's page current too", async () => {
    const { store } = storeWith();
    await store.ensureMatch(1);
    store.watchLive();
    const quarter = priceId(1, 'HDP', 'H', '-0.75');
    FakeLiveSource.opened[0]?.send([
      {
        type: 'lines',
        match_id: 1,
        lines: [{ line_id: quarter, odds: 2.4, suspended: false, closed: false }],
      },
    ]);
    const handicap = store.matchDetail(1).markets.find((market) => market.type === 'HDP');
    expect(handicap?.rows[1]?.[0]).toMatchObject({ lineId: quarter, odds: 2.4 });
    expect(store.moveOf(`line-${quarter}`)).toBe('up');
  });
});
