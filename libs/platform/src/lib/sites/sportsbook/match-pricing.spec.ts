import { HALF_BET_TYPES } from '@wl/contract';
import { scaledText } from '@wl/money';
import type { MatchResult } from '../../betting/match-result';
import { gradeLeg, legFactor } from '../../betting/settlement/leg-grading';
import { seededRandom } from '../seeded-random';
import { BET_TYPES } from './bet-types';
import { dayOf, fixturesOfDay } from './fixture-schedule';
import {
  expectedGoals,
  MAIN_MARGIN,
  oddsFor,
  priceInPlay,
  priceMatch,
  type InPlayState,
  type PricedLine,
} from './match-pricing';

const impliedSum = (odds: number[]) => odds.reduce((sum, o) => sum + 1 / o, 0);

describe('priceMatch', () => {
  const lines = priceMatch(1.6, 1.1);
  const market = (type: string) => lines.filter((l) => l.betType === type);

  it('prices every bet type but the outright', () => {
    expect(new Set(lines.map((l) => l.betType))).toEqual(new Set(BET_TYPES.filter((t) => t !== 'OR')));
  });

  it.each(['1X2', '1X2H', 'DC', 'DNB', 'OE', 'BS', 'HTFT', 'CS', 'TG', '1X2HDP', 'CSH', 'TGH'])(
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

  it.each(['HDP', 'HDPH', 'OU', 'OUH'])(
    '%s offers the balanced half line first, then its two quarter neighbours, each pair a complete market',
    (type) => {
      const lines = market(type);
      const handicap = type.startsWith('HDP');
      const pairs = [0, 2, 4].map((i) => lines.slice(i, i + 2));
      expect(lines).toHaveLength(6);
      const [balanced, lower, upper] = pairs.map(([first, second]) => {
        expect([first?.homeAway, second?.homeAway]).toEqual(handicap ? ['H', 'A'] : ['O', 'U']);
        // A handicap pair is the home line and its opposite; a total pair shares the total.
        expect(Number(second?.criteria1)).toBe(
          handicap ? -Number(first?.criteria1) : Number(first?.criteria1),
        );
        expect(impliedSum([first?.odds ?? 0, second?.odds ?? 0])).toBeGreaterThan(1);
        expect(impliedSum([first?.odds ?? 0, second?.odds ?? 0])).toBeLessThan(1.2);
        return Number(first?.criteria1);
      }) as [number, number, number];
      expect(Math.abs(balanced % 1)).toBe(0.5);
      expect([lower, upper]).toEqual([balanced - 0.25, balanced + 0.25]);
      for (const line of lines.filter((l) => Math.abs(Number(l.criteria1) % 0.5) === 0.25))
        expect(line.criteria1).toMatch(handicap ? /^[+-]\d\.(25|75)$/ : /^\d\.(25|75)$/);
    },
  );

  it('balances the handicap and total lines near even money', () => {
    for (const type of ['HDP', 'OU']) {
      for (const line of market(type).slice(0, 2)) {
        expect(line.odds).toBeGreaterThan(1.5);
        expect(line.odds).toBeLessThan(2.6);
      }
    }
  });

  it.each(['HDP', 'HDPH', 'OU', 'OUH'])(
    '%s prices every line, quarter lines included, fairly under the split-stake rule once the margin is removed',
    (type) => {
      const half = type.endsWith('H');
      const scores = half
        ? scoresFrom({ home: 0, away: 0 }, 1.6 * 0.45, 1.1 * 0.45)
        : scoresFrom({ home: 0, away: 0 }, 1.6, 1.1);
      for (const line of market(type)) expect(expectedReturn(line, scores, half)).toBeCloseTo(1, 2);
    },
  );
});

/** Final scores from a score and the goals still expected (independent Poisson), to check prices against. */
function scoresFrom(from: { home: number; away: number }, homeGoals: number, awayGoals: number) {
  const poisson = (lambda: number) =>
    Array.from({ length: 15 }, (_, k) => {
      let p = Math.exp(-lambda);
      for (let i = 1; i <= k; i++) p *= lambda / i;
      return p;
    });
  return poisson(homeGoals).flatMap((ph, i) =>
    poisson(awayGoals).map((pa, j) => ({ home: from.home + i, away: from.away + j, p: ph * pa })),
  );
}

/** What a stake of 1 returns on average at the line's odds with the margin taken out, graded by settlement. */
function expectedReturn(
  line: PricedLine,
  scores: { home: number; away: number; p: number }[],
  half: boolean,
): number {
  const fairOdds = Math.round(line.odds * (1 + MAIN_MARGIN) * 10_000) / 10_000;
  return scores.reduce((total, { home, away, p }) => {
    const result: MatchResult = {
      status: 'finished',
      home,
      away,
      htHome: half ? home : 0,
      htAway: half ? away : 0,
      firstGoal: null,
      lastGoal: null,
    };
    const factor = legFactor(gradeLeg(line, result), fairOdds);
    return total + p * Number(scaledText(factor.units, factor.scale));
  }, 0);
}

describe('priceInPlay', () => {
  const state = (home: number, away: number, played: number, firstHalfLeft = 0): InPlayState => ({
    home,
    away,
    remainingShare: 1 - played,
    firstHalfRemainingShare: firstHalfLeft,
  });
  const of = (lines: PricedLine[], type: string) => lines.filter((l) => l.betType === type);

  it('at kick-off prices what priceMatch prices, but the first and last goal', () => {
    const kickOff = { home: 0, away: 0, remainingShare: 1, firstHalfRemainingShare: 1 };
    expect(priceInPlay(1.6, 1.1, kickOff)).toEqual(priceMatch(1.6, 1.1).filter((l) => l.betType !== 'FGLG'));
  });

  it('makes a side two goals up with a fifth of the match to play a heavy favourite', () => {
    const lines = priceInPlay(1.3, 1.5, state(2, 0, 0.8));
    const [home, draw, away] = of(lines, '1X2');
    expect(home?.odds).toBeLessThanOrEqual(1.1);
    expect(draw?.odds).toBeGreaterThan(15);
    expect(away?.odds).toBeGreaterThan(50);
    expect(of(lines, 'PARLAY')).toEqual(of(lines, '1X2').map((l) => ({ ...l, betType: 'PARLAY' })));
    // The handicap is balanced on what is left to come: the leader gives about its lead.
    expect(of(lines, 'HDP')[0]?.criteria1).toMatch(/^-(1|2)\.5$/);
  });

  it('conditions the handicap and total prices on the score, fairly on the quarter lines too', () => {
    const lines = priceInPlay(1.6, 1.1, state(1, 1, 0.5));
    const scores = scoresFrom({ home: 1, away: 1 }, 1.6 * 0.5, 1.1 * 0.5);
    for (const line of [...of(lines, 'HDP'), ...of(lines, 'OU')])
      expect(expectedReturn(line, scores, false)).toBeCloseTo(1, 2);
    // 1.35 goals still expected: two more (3.5) is nearer even than one more (2.5).
    expect(of(lines, 'OU').map((l) => l.criteria1)).toEqual(['3.5', '3.5', '3.25', '3.25', '3.75', '3.75']);
  });

  it('offers only what the score still leaves open', () => {
    const lines = priceInPlay(1.6, 1.1, state(2, 1, 0.6));
    for (const line of of(lines, 'OU')) expect(Number(line.criteria1)).toBeGreaterThan(3);
    for (const line of of(lines, 'CS').filter((l) => l.criteria1 !== 'AOS')) {
      const [home = 0, away = 0] = line.criteria1.split('-').map(Number);
      expect(home >= 2 && away >= 1).toBe(true);
    }
    expect(of(lines, 'TG').map((l) => l.criteria1)).toEqual(['2-3', '4-6', '7+']);
    expect(of(lines, 'BS')).toEqual([]);
    expect(of(lines, 'CL')).toEqual([]);
    const oneNil = priceInPlay(1.6, 1.1, state(1, 0, 0.3));
    expect(of(oneNil, 'CL').map((l) => l.homeAway + l.criteria1)).toEqual(['HY', 'HN']);
    expect(of(oneNil, 'BS').map((l) => l.homeAway)).toEqual(['Y', 'N']);
    expect(of(oneNil, 'TG').map((l) => l.criteria1)).toEqual(['0-1', '2-3', '4-6', '7+']);
  });

  it.each([
    [0, 0, 0.1, 0.5],
    [1, 0, 0.3, 0],
    [2, 1, 0.6, 0],
    [3, 0, 0.9, 0],
    [0, 2, 0.2, 0.4],
    [4, 1, 0.5, 0],
  ])('never offers a decided line at %i-%i with %f played', (home, away, played, firstHalfLeft) => {
    const lines = priceInPlay(1.6, 1.1, state(home, away, played, firstHalfLeft));
    const reachable: MatchResult[] = [];
    for (let h1 = 0; h1 <= 5; h1++)
      for (let a1 = 0; a1 <= 5; a1++)
        for (let h2 = 0; h2 <= 5; h2++)
          for (let a2 = 0; a2 <= 5; a2++) {
            if (firstHalfLeft === 0 && h1 + a1 > 0) continue;
            const htHome = home + h1;
            const htAway = away + a1;
            reachable.push({
              status: 'finished',
              home: htHome + h2,
              away: htAway + a2,
              htHome,
              htAway,
              firstGoal: null,
              lastGoal: null,
            });
          }
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) {
      const outcomes = new Set(reachable.map((result) => gradeLeg(line, result)));
      const canWin = outcomes.has('win') || outcomes.has('halfWin');
      const canLose = outcomes.has('lose') || outcomes.has('halfLose');
      expect([line, canWin && canLose]).toEqual([line, true]);
    }
  });

  it('has no first or last goal market, and no first-half market once the half is over', () => {
    const firstHalf = priceInPlay(1.6, 1.1, state(0, 1, 0.3, 0.4));
    const secondHalf = priceInPlay(1.6, 1.1, state(0, 1, 0.6));
    const types = (lines: PricedLine[]) => new Set(lines.map((l) => l.betType));
    expect(types(firstHalf)).not.toContain('FGLG');
    expect(types(firstHalf)).toContain('HTFT');
    for (const type of HALF_BET_TYPES.filter((t) => t !== 'BSH' && t !== 'CLH'))
      expect(types(firstHalf)).toContain(type);
    expect(types(secondHalf)).not.toContain('FGLG');
    expect(types(secondHalf)).not.toContain('HTFT');
    for (const type of HALF_BET_TYPES) expect(types(secondHalf)).not.toContain(type);
  });

  it('offers nothing once no time is left, and refuses a state that cannot be', () => {
    expect(priceInPlay(1.6, 1.1, state(1, 1, 1))).toEqual([]);
    expect(() => priceInPlay(1.6, 1.1, state(-1, 0, 0.5))).toThrow(RangeError);
    expect(() => priceInPlay(1.6, 1.1, state(1.5, 0, 0.5))).toThrow(RangeError);
    expect(() => priceInPlay(1.6, 1.1, state(1, 0, 1.2))).toThrow(RangeError);
    expect(() => priceInPlay(Number.NaN, 1.1, state(1, 0, 0.5))).toThrow(RangeError);
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
