import type { OddsMatch, PublicOdds, SportsMatch } from '@wl/contract';
import { BET_TYPES, type BetType } from './bet-types';
import { createSiteTestApp, SEED_TIMEOUT_MS, TEST_NOW, type SiteTestApp } from '../site-test-app';

const HOUR_MS = 60 * 60 * 1000;

/** Every price of an answer as one flat record (an outright as bet type OR, side W, the team as its line). */
function flatLines(answer: PublicOdds) {
  return [
    ...answer.matches.flatMap((match) =>
      Object.entries(match.markets).flatMap(([betType, lines]) =>
        lines.map((line) => ({
          match_id: match.match_id as number | null,
          bet_type: betType,
          home_away: line.home_away ?? '',
          criteria1: line.criteria1 ?? '',
          odds: line.odds,
        })),
      ),
    ),
    ...answer.leagues.flatMap((league) =>
      league.outrights.map((line) => ({
        match_id: null,
        bet_type: 'OR',
        home_away: 'W',
        criteria1: line.team_code,
        odds: line.odds,
      })),
    ),
  ];
}

describe('sportsbook', () => {
  let t: SiteTestApp;
  const matches = async (host: string) =>
    (await t.get('/home/match_list', host)).json<{ statusCode: number; value: SportsMatch[] }>();
  const odds = async (host: string, query = '') =>
    (await t.get(`/home/public_odds${query}`, host)).json<PublicOdds & { statusCode: number }>();

  beforeAll(async () => {
    t = await createSiteTestApp();
  }, SEED_TIMEOUT_MS);
  afterAll(() => t.close());
  afterEach(() => t.setNow(TEST_NOW));

  it('lists upcoming matches, soonest first, with team and league names in the site languages', async () => {
    // sportsbook2 speaks English and Russian.
    const { statusCode, value } = await matches('sportsbook2.localhost');
    expect(statusCode).toBe(1);
    const upcoming = value.filter((m) => m.status === 'upcoming');
    expect(upcoming.length).toBeGreaterThanOrEqual(6);
    for (const m of upcoming) expect(new Date(m.kickoff_time).getTime()).toBeGreaterThan(TEST_NOW.getTime());
    const kickoffs = value.map((m) => m.kickoff_time);
    expect(kickoffs).toEqual([...kickoffs].sort());
    const brazil = value.find((m) => m.home_team_name === 'Brazil' || m.away_team_name === 'Brazil');
    expect(brazil).toBeDefined();
    const side = brazil?.home_team_name === 'Brazil' ? 'home' : 'away';
    expect(brazil?.[`${side}_name_en`]).toBe('Brazil');
    expect(brazil?.[`${side}_name_rus`]).toBe('Бразилия');
    expect(brazil?.league_name_rus).toBe('Международные товарищеские матчи');
    expect(
      Object.keys(brazil ?? {})
        .filter((k) => k.startsWith('home_name_'))
        .sort(),
    ).toEqual(['home_name_en', 'home_name_rus']);
  });

  it('marks a match live after kick-off and drops it once it is over', async () => {
    const first = (await matches('sportsbook1.localhost')).value.find((m) => m.status === 'upcoming');
    if (!first) throw new Error('no upcoming match');
    t.setNow(new Date(new Date(first.kickoff_time).getTime() + 30 * 60 * 1000));
    expect(
      (await matches('sportsbook1.localhost')).value.find((m) => m.match_id === first.match_id)?.status,
    ).toBe('live');
    expect((await odds('sportsbook1.localhost')).matches.some((m) => m.match_id === first.match_id)).toBe(
      false,
    );
    t.setNow(new Date(new Date(first.kickoff_time).getTime() + 3 * HOUR_MS));
    expect((await matches('sportsbook1.localhost')).value.some((m) => m.match_id === first.match_id)).toBe(
      false,
    );
  });

  it('always has upcoming matches as the days go by', async () => {
    for (const days of [1, 2, 5, 30]) {
      t.setNow(new Date(TEST_NOW.getTime() + days * 24 * HOUR_MS + 7 * HOUR_MS));
      const upcoming = (await matches('sportsbook2.localhost')).value.filter((m) => m.status === 'upcoming');
      expect(upcoming.length).toBeGreaterThanOrEqual(6);
    }
    // Four jumps, each scheduling days of fixtures and opening a week's outrights: more than Jest's 5 s
    // default on a busy machine.
  }, 30_000);

  it('prices every bet type of the spec, with its half variants, and the outrights', async () => {
    const answer = await odds('sportsbook1.localhost');
    expect(answer.statusCode).toBe(1);
    const value = flatLines(answer);
    const types = new Set(value.map((l) => l.bet_type));
    for (const type of [
      'PARLAY',
      'HDP',
      'OU',
      'OE',
      'ML',
      '1X2',
      '1X2H',
      '1X2HDP',
      'CS',
      'TG',
      'OR',
      'BS',
      'HTFT',
      'FGLG',
      'CL',
      'DNB',
      'DC',
      'HDPH',
      'OUH',
      'OEH',
      'MLH',
      '1X2HDPH',
      'CSH',
      'TGH',
      'BSH',
      'CLH',
      'DNBH',
      'DCH',
    ]) {
      expect(types).toContain(type);
    }
    expect([...types].sort()).toEqual([...BET_TYPES].sort());
    for (const line of value) expect(line.odds).toBeGreaterThanOrEqual(1.01);
  });

  it('gives each match one line per selection, with the fields the spec names', async () => {
    const value = flatLines(await odds('sportsbook1.localhost'));
    const matchId = value.find((l) => l.match_id !== null)?.match_id;
    const lines = value.filter((l) => l.match_id === matchId);
    const of = (type: string) => lines.filter((l) => l.bet_type === type);
    expect(of('1X2').map((l) => l.home_away)).toEqual(['H', 'D', 'A']);
    // The balanced half line first, then its two quarter lines, each as a pair.
    expect(of('OU').map((l) => l.home_away)).toEqual(['O', 'U', 'O', 'U', 'O', 'U']);
    expect(of('OU')[1]?.criteria1).toBe(of('OU')[0]?.criteria1);
    expect(of('OU')[0]?.criteria1).toMatch(/^\d\.5$/);
    expect(of('HDP').map((l) => l.home_away)).toEqual(['H', 'A', 'H', 'A', 'H', 'A']);
    expect(Number(of('HDP')[0]?.criteria1)).toBe(-Number(of('HDP')[1]?.criteria1));
    expect(of('HTFT')).toHaveLength(9);
    expect(of('CS').map((l) => l.criteria1)).toContain('2-1');
    expect(of('DC').map((l) => l.home_away)).toEqual(['1X', '12', 'X2']);
    // A fair book would sum to 1; the margin makes the implied probabilities of a market sum to a little more.
    const implied = of('1X2').reduce((sum, l) => sum + 1 / l.odds, 0);
    expect(implied).toBeGreaterThan(1);
    expect(implied).toBeLessThan(1.15);
  });

  it('names each league and team once, in the site languages, and prices refer to them by code', async () => {
    // sportsbook2 speaks English and Russian.
    const answer = await odds('sportsbook2.localhost');
    const teamCodes = answer.teams.map((team) => team.team_code);
    const leagueCodes = answer.leagues.map((league) => league.league_code);
    expect(new Set(teamCodes).size).toBe(teamCodes.length);
    expect(new Set(leagueCodes).size).toBe(leagueCodes.length);
    for (const { names } of [...answer.teams, ...answer.leagues])
      expect(Object.keys(names)).toEqual(['en', 'rus']);
    expect(answer.teams.find((team) => team.names['en'] === 'Brazil')?.names['rus']).toBe('Бразилия');
    expect(answer.leagues.find((league) => league.names['en'] === 'International Friendlies')?.names).toEqual(
      {
        en: 'International Friendlies',
        rus: 'Международные товарищеские матчи',
      },
    );
    for (const match of answer.matches) {
      expect(leagueCodes).toContain(match.league_code);
      expect(teamCodes).toEqual(expect.arrayContaining([match.home_team_code, match.away_team_code]));
    }
    for (const league of answer.leagues) {
      expect(league.outrights.length).toBeGreaterThan(0);
      for (const outright of league.outrights) expect(teamCodes).toContain(outright.team_code);
      const prices = league.outrights.map((outright) => outright.odds);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
    }
  });

  it('sends a price as its id, its side and line when they are not empty, and its odds', async () => {
    const answer = await odds('sportsbook1.localhost');
    const kickoffs = new Map(
      (await matches('sportsbook1.localhost')).value.map((m) => [m.match_id, m.kickoff_time]),
    );
    const soonestFirst = answer.matches.map((m: OddsMatch) => kickoffs.get(m.match_id) ?? '');
    expect(soonestFirst).toEqual([...soonestFirst].sort());
    const lines = answer.matches.flatMap((m) => Object.values(m.markets).flat());
    for (const line of lines) {
      expect(Object.keys(line).every((k) => ['line_id', 'home_away', 'criteria1', 'odds'].includes(k))).toBe(
        true,
      );
      expect(line.home_away).not.toBe('');
      expect(line.criteria1).not.toBe('');
    }
    const market = (type: BetType) => answer.matches[0]?.markets[type];
    expect(market('1X2')?.[0]).toEqual({
      line_id: expect.any(Number),
      home_away: 'H',
      odds: expect.any(Number),
    });
    expect(market('TG')?.[0]).toEqual({
      line_id: expect.any(Number),
      criteria1: '0-1',
      odds: expect.any(Number),
    });
    // Names and kick-offs are not repeated per price: a price costs a few dozen bytes.
    expect(JSON.stringify(answer).length / flatLines(answer).length).toBeLessThan(80);
  });

  it('filters by bet_type and by match_id', async () => {
    const hdp = flatLines(await odds('sportsbook1.localhost', '?bet_type=HDP'));
    expect(hdp.length).toBeGreaterThan(0);
    expect(hdp.every((l) => l.bet_type === 'HDP')).toBe(true);
    const matchId = hdp[0]?.match_id;
    const one = await odds('sportsbook1.localhost', `?match_id=${matchId}`);
    expect(one.matches.map((m) => m.match_id)).toEqual([matchId]);
    expect(one.leagues.every((l) => l.outrights.length === 0)).toBe(true);
    expect(new Set(flatLines(one).map((l) => l.bet_type)).size).toBe(BET_TYPES.length - 1);
    const outrights = await odds('sportsbook1.localhost', '?bet_type=OR');
    expect(outrights.matches).toEqual([]);
    expect(flatLines(outrights)).toHaveLength(16);
  });

  it('rejects an unknown bet_type or a malformed match_id with HTTP 400 invalidRequest', async () => {
    for (const query of ['?bet_type=XYZ', '?match_id=abc', '?match_id=-1']) {
      const response = await t.get(`/home/public_odds${query}`, 'sportsbook1.localhost');
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: -400, message: 'invalidRequest' });
    }
  });

  it('gives a site without a sportsbook empty lists, and an unknown host siteNotFound', async () => {
    expect(await matches('slot1.localhost')).toEqual({ statusCode: 1, message: 'OK', value: [] });
    expect(await odds('slot1.localhost')).toEqual({
      statusCode: 1,
      message: 'OK',
      matches: [],
      leagues: [],
      teams: [],
    });
    expect(await matches('nope.localhost')).toEqual({ statusCode: -404, message: 'siteNotFound' });
    expect((await t.get('/home/public_odds', 'maintenance.localhost')).json()).toMatchObject({
      statusCode: -503,
      message: 'underMaintenance',
    });
  });
});
