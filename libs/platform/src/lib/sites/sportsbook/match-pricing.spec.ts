import { seededRandom } from '../seeded-random';
import { BET_TYPES } from './bet-types';
import { dayOf, fixturesOfDay } from './fixture-schedule';
import { expectedGoals, oddsFor, priceMatch, priceOutright } from './match-pricing';

const impliedSum = (odds: number[]) => odds.reduce((sum, o) => sum + 1 / o, 0);

describe('priceMatch', () => {
  const lines = priceMatch(1.6, 1.1);
  const market = (type: string) => lines.filter((l) => l.betType === type);

  it('prices every bet type but the outright', () => {
    expect(new Set(lines.map((l) => l.betType))).toEqual(new Set(BET_TYPES.filter((t) => t !== 'OR')));
  });

  it.each(['1X2', '1X2H', 'DC', 'DNB', 'HDP', 'OU', 'OE', 'BS', 'HTFT', 'CS', 'TG', '1X2HDP', 'CSH', 'TGH'])(
    '%s is a complete market with a bookmaker margin',
    (type) => {
      const odds = market(type).map((l) => l.odds);
      const expected = type === 'DC' ? 2 : 1;
      expect(impliedSum(odds)).toBeGreaterThan(expected);
      expect(impliedSum(odds)).toBeLessThan(expected * 1.2);
    },
  );

  it('FGLG prices the first goal and the last goal, each with "no goal", as complete markets', () => {
    for (const which of ['FIRST', 'LAST']) {
      const odds = market('FGLG')
        .filter((l) => l.criteria1 === which || l.criteria1 === 'NONE')
        .map((l) => l.odds);
      expect(odds).toHaveLength(3);
      expect(impliedSum(odds)).toBeGreaterThan(1);
      expect(impliedSum(odds)).toBeLessThan(1.2);
    }
  });

  it('makes the stronger side the favourite', () => {
    const [home, , away] = market('1X2');
    expect(home?.odds).toBeLessThan(away?.odds ?? 0);
    expect(market('HDP')[0]?.criteria1.startsWith('-')).toBe(true);
  });

  it('balances the handicap and total lines near even money', () => {
    for (const type of ['HDP', 'OU']) {
      for (const line of market(type)) {
        expect(line.odds).toBeGreaterThan(1.5);
        expect(line.odds).toBeLessThan(2.6);
      }
    }
  });
});

describe('oddsFor', () => {
  it('keeps odds between 1.01 and 500', () => {
    expect(oddsFor(0, 0.05)).toBe(500);
    expect(oddsFor(1e-9, 0.05)).toBe(500);
    expect(oddsFor(1, 0.05)).toBe(1.01);
    expect(oddsFor(0.5, 0)).toBe(2);
  });
});

describe('priceOutright', () => {
  it('gives the best-rated team the shortest price', () => {
    const lines = priceOutright([
      { code: 'a', rating: 90 },
      { code: 'b', rating: 70 },
    ]);
    expect(lines.map((l) => l.criteria1)).toEqual(['a', 'b']);
    expect(lines[0]?.odds).toBeLessThan(lines[1]?.odds ?? 0);
  });
});

describe('fixturesOfDay', () => {
  const league = (id: number, code: string) => ({
    id,
    code,
    teams: Array.from({ length: 8 }, (_, i) => ({
      id: id * 100 + i,
      code: `${code}-${i}`,
      rating: 60 + i * 4,
    })),
  });
  const leagues = [league(1, 'alpha'), league(2, 'beta')];

  it('is the same on every call (so every process schedules the same fixtures)', () => {
    expect(fixturesOfDay(20_000, leagues)).toEqual(fixturesOfDay(20_000, [...leagues].reverse()));
  });

  it('never lets a team play twice on one day, and kicks off on that day', () => {
    const fixtures = fixturesOfDay(20_001, leagues);
    expect(fixtures).toHaveLength(6);
    const teams = fixtures.flatMap((f) => [f.homeTeamId, f.awayTeamId]);
    expect(new Set(teams).size).toBe(teams.length);
    for (const f of fixtures) expect(dayOf(f.kickoffAt)).toBe(20_001);
    expect(new Set(fixtures.map((f) => f.fixtureKey)).size).toBe(6);
  });

  it('draws different pairings on different days', () => {
    const pairs = (day: number) => fixturesOfDay(day, leagues).map((f) => `${f.homeTeamId}-${f.awayTeamId}`);
    expect(pairs(20_002)).not.toEqual(pairs(20_003));
  });
});

describe('expectedGoals', () => {
  it('gives the stronger team more goals', () => {
    const [home, away] = expectedGoals(90, 60, seededRandom('x'));
    expect(home).toBeGreaterThan(away);
  });
});
