import { BET_TYPES } from '@wl/contract';
import { scaledText } from '@wl/money';
import type { LegOutcome, MatchResult, Side } from '../match-result';
import { betReturn } from './bet-return';
import { gradeLeg, handicapOutcome, legFactor } from './leg-grading';
import { gradeOutrightLeg } from './leg-result';

/**
 * A result written as "full time (half time)", optionally with who scored first and last ("1-2 (1-0) H..A");
 * without them the home side scored first and last if it scored at all. "abandoned" is an abandoned match.
 */
function result(text: string): MatchResult {
  if (text === 'abandoned') return { status: 'abandoned' };
  const match = /^(\d+)-(\d+) \((\d+)-(\d+)\)(?: ([HA])\.\.([HA]))?$/.exec(text);
  if (!match) throw new Error(`Bad result in the table: ${text}`);
  const [home, away, htHome, htAway] = match.slice(1, 5).map(Number) as [number, number, number, number];
  const scorer: Side | null = home + away === 0 ? null : home > 0 ? 'H' : 'A';
  return {
    status: 'finished',
    home,
    away,
    htHome,
    htAway,
    firstGoal: (match[5] as Side | undefined) ?? scorer,
    lastGoal: (match[6] as Side | undefined) ?? scorer,
  };
}

const STAKE = 1000;
const ODDS = '1.95';

// betType, homeAway, criteria1, result, outcome, return of 1000 minor units at 1.95 (win 1950, halfWin
// 1475, void 1000, halfLose 500, lose 0).
const CASES: [string, string, string, string, LegOutcome, number][] = [
  ['1X2', 'H', '', '2-1 (1-0)', 'win', 1950],
  ['1X2', 'D', '', '2-1 (1-0)', 'lose', 0],
  ['1X2', 'D', '', '1-1 (0-1)', 'win', 1950],
  ['1X2', 'A', '', '0-1 (0-0)', 'win', 1950],
  ['PARLAY', 'H', '', '2-1 (0-1)', 'win', 1950],
  ['PARLAY', 'A', '', '2-1 (0-1)', 'lose', 0],
  ['1X2H', 'H', '', '1-2 (1-0)', 'win', 1950],
  ['1X2H', 'A', '', '1-2 (1-0)', 'lose', 0],
  ['1X2H', 'D', '', '3-0 (0-0)', 'win', 1950],
  ['DC', '1X', '', '1-1 (0-0)', 'win', 1950],
  ['DC', '12', '', '1-1 (0-0)', 'lose', 0],
  ['DC', 'X2', '', '0-2 (0-1)', 'win', 1950],
  ['DC', '1X', '', '0-2 (0-1)', 'lose', 0],
  ['DC', '12', '', '3-1 (1-1)', 'win', 1950],
  ['DCH', 'X2', '', '2-0 (0-0)', 'win', 1950],
  ['DCH', '12', '', '2-0 (0-0)', 'lose', 0],
  ['DNB', 'H', '', '2-0 (1-0)', 'win', 1950],
  ['DNB', 'A', '', '2-0 (1-0)', 'lose', 0],
  ['DNB', 'H', '', '1-1 (1-0)', 'void', 1000],
  ['DNB', 'A', '', '1-1 (1-0)', 'void', 1000],
  ['DNBH', 'H', '', '1-0 (0-0)', 'void', 1000],
  ['DNBH', 'A', '', '1-1 (0-1)', 'win', 1950],
  ['DNBH', 'H', '', '1-1 (0-1)', 'lose', 0],
  ['ML', 'H', '', '1-0 (0-0)', 'win', 1950],
  ['ML', 'A', '', '1-0 (0-0)', 'lose', 0],
  ['ML', 'H', '', '1-1 (1-0)', 'lose', 0],
  ['ML', 'A', '', '1-1 (1-0)', 'lose', 0],
  ['MLH', 'A', '', '2-1 (0-1)', 'win', 1950],
  ['MLH', 'H', '', '1-1 (1-1)', 'lose', 0],
  ['OE', 'O', '', '2-1 (1-0)', 'win', 1950],
  ['OE', 'E', '', '2-1 (1-0)', 'lose', 0],
  ['OE', 'E', '', '0-0 (0-0)', 'win', 1950],
  ['OEH', 'O', '', '2-0 (1-0)', 'win', 1950],
  ['OEH', 'E', '', '2-0 (1-0)', 'lose', 0],
  ['BS', 'Y', '', '1-1 (0-0)', 'win', 1950],
  ['BS', 'Y', '', '1-0 (0-0)', 'lose', 0],
  ['BS', 'N', '', '1-0 (0-0)', 'win', 1950],
  ['BS', 'N', '', '2-2 (1-0)', 'lose', 0],
  ['BSH', 'Y', '', '1-1 (1-1)', 'win', 1950],
  ['BSH', 'N', '', '1-1 (1-0)', 'win', 1950],
  ['BSH', 'Y', '', '1-1 (1-0)', 'lose', 0],
  ['CL', 'H', 'Y', '1-0 (0-0)', 'win', 1950],
  ['CL', 'H', 'Y', '1-1 (0-0)', 'lose', 0],
  ['CL', 'H', 'N', '1-1 (0-0)', 'win', 1950],
  ['CL', 'A', 'Y', '0-2 (0-1)', 'win', 1950],
  ['CL', 'A', 'Y', '1-2 (0-1)', 'lose', 0],
  ['CL', 'A', 'N', '1-0 (1-0)', 'win', 1950],
  ['CL', 'A', 'N', '0-0 (0-0)', 'lose', 0],
  ['CLH', 'H', 'Y', '1-1 (1-0)', 'win', 1950],
  ['CLH', 'A', 'Y', '1-1 (1-0)', 'lose', 0],
  ['HTFT', 'HD', '', '1-1 (1-0)', 'win', 1950],
  ['HTFT', 'HH', '', '1-1 (1-0)', 'lose', 0],
  ['HTFT', 'DA', '', '0-1 (0-0)', 'win', 1950],
  ['HTFT', 'AH', '', '2-1 (0-1)', 'win', 1950],
  ['HTFT', 'DD', '', '2-1 (0-1)', 'lose', 0],
  ['FGLG', 'H', 'FIRST', '1-2 (1-0) H..A', 'win', 1950],
  ['FGLG', 'A', 'FIRST', '1-2 (1-0) H..A', 'lose', 0],
  ['FGLG', 'A', 'LAST', '1-2 (1-0) H..A', 'win', 1950],
  ['FGLG', 'H', 'LAST', '1-2 (1-0) H..A', 'lose', 0],
  ['FGLG', 'H', 'FIRST', '0-0 (0-0)', 'lose', 0],
  ['FGLG', 'A', 'LAST', '0-0 (0-0)', 'lose', 0],
  ['FGLG', '', 'NONE', '0-0 (0-0)', 'win', 1950],
  ['FGLG', '', 'NONE', '1-0 (0-0) H..H', 'lose', 0],
  ['CS', 'H', '2-1', '2-1 (0-0)', 'win', 1950],
  ['CS', 'D', '1-1', '2-1 (1-1)', 'lose', 0],
  ['CS', 'D', '0-0', '0-0 (0-0)', 'win', 1950],
  ['CS', 'A', '0-3', '0-3 (0-1)', 'win', 1950],
  ['CS', 'H', '2-1', '4-1 (2-0)', 'lose', 0],
  ['CS', '', 'AOS', '4-1 (2-0)', 'win', 1950],
  ['CS', '', 'AOS', '0-4 (0-2)', 'win', 1950],
  ['CS', '', 'AOS', '3-3 (1-1)', 'lose', 0],
  ['CSH', 'D', '0-0', '2-1 (0-0)', 'win', 1950],
  ['CSH', 'H', '2-1', '2-1 (0-0)', 'lose', 0],
  ['CSH', '', 'AOS', '3-0 (3-0)', 'win', 1950],
  ['CSH', '', 'AOS', '2-2 (2-2)', 'lose', 0],
  ['TG', '', '0-1', '1-0 (0-0)', 'win', 1950],
  ['TG', '', '0-1', '2-0 (1-0)', 'lose', 0],
  ['TG', '', '2-3', '2-1 (1-0)', 'win', 1950],
  ['TG', '', '2-3', '4-0 (1-0)', 'lose', 0],
  ['TG', '', '4-6', '3-3 (1-1)', 'win', 1950],
  ['TG', '', '4-6', '5-2 (1-1)', 'lose', 0],
  ['TG', '', '7+', '5-2 (1-1)', 'win', 1950],
  ['TGH', '', '0', '3-1 (0-0)', 'win', 1950],
  ['TGH', '', '1', '2-1 (0-1)', 'win', 1950],
  ['TGH', '', '2+', '2-1 (2-1)', 'win', 1950],
  ['TGH', '', '2+', '2-1 (1-0)', 'lose', 0],
  ['1X2HDP', 'H', '-1', '2-0 (1-0)', 'win', 1950],
  ['1X2HDP', 'D', '-1', '2-1 (1-0)', 'win', 1950],
  ['1X2HDP', 'H', '-1', '2-1 (1-0)', 'lose', 0],
  ['1X2HDP', 'A', '-1', '1-1 (1-0)', 'win', 1950],
  ['1X2HDP', 'H', '+1', '1-1 (0-0)', 'win', 1950],
  ['1X2HDP', 'D', '+1', '0-1 (0-0)', 'win', 1950],
  ['1X2HDP', 'A', '+1', '0-1 (0-0)', 'lose', 0],
  ['1X2HDPH', 'A', '-1', '3-0 (1-1)', 'win', 1950],
  ['1X2HDPH', 'H', '+1', '0-2 (0-0)', 'win', 1950],
  ['1X2HDPH', 'H', '-1', '3-0 (1-1)', 'lose', 0],
  // Asian handicap: whole, half and quarter lines, each side, for every outcome.
  ['HDP', 'H', '-0.5', '1-0 (0-0)', 'win', 1950],
  ['HDP', 'H', '-1', '1-0 (0-0)', 'void', 1000],
  ['HDP', 'H', '-1.5', '1-0 (0-0)', 'lose', 0],
  ['HDP', 'H', '-0.25', '1-0 (0-0)', 'win', 1950],
  ['HDP', 'H', '-0.75', '1-0 (0-0)', 'halfWin', 1475],
  ['HDP', 'H', '-1.25', '1-0 (0-0)', 'halfLose', 500],
  ['HDP', 'H', '-1.75', '1-0 (0-0)', 'lose', 0],
  ['HDP', 'A', '+0.25', '1-0 (0-0)', 'lose', 0],
  ['HDP', 'A', '+0.75', '1-0 (0-0)', 'halfLose', 500],
  ['HDP', 'A', '+1', '1-0 (0-0)', 'void', 1000],
  ['HDP', 'A', '+1.25', '1-0 (0-0)', 'halfWin', 1475],
  ['HDP', 'A', '+1.5', '1-0 (0-0)', 'win', 1950],
  ['HDP', 'H', '0', '1-1 (0-0)', 'void', 1000],
  ['HDP', 'A', '0', '1-1 (0-0)', 'void', 1000],
  ['HDP', 'H', '-0.25', '1-1 (0-0)', 'halfLose', 500],
  ['HDP', 'A', '+0.25', '1-1 (0-0)', 'halfWin', 1475],
  ['HDP', 'H', '+0.25', '1-1 (0-0)', 'halfWin', 1475],
  ['HDP', 'A', '-0.25', '1-1 (0-0)', 'halfLose', 500],
  ['HDP', 'H', '+0.5', '1-1 (0-0)', 'win', 1950],
  ['HDP', 'H', '-0.5', '1-1 (0-0)', 'lose', 0],
  ['HDP', 'H', '+0.75', '1-1 (0-0)', 'win', 1950],
  ['HDP', 'A', '-0.75', '1-1 (0-0)', 'lose', 0],
  ['HDP', 'A', '-1.5', '0-2 (0-1)', 'win', 1950],
  ['HDP', 'A', '-2', '0-2 (0-1)', 'void', 1000],
  ['HDP', 'A', '-1.75', '0-2 (0-1)', 'halfWin', 1475],
  ['HDP', 'A', '-2.25', '0-2 (0-1)', 'halfLose', 500],
  ['HDP', 'H', '+1.75', '0-2 (0-1)', 'halfLose', 500],
  ['HDP', 'H', '+2.25', '0-2 (0-1)', 'halfWin', 1475],
  ['HDP', 'H', '+2.5', '0-2 (0-1)', 'win', 1950],
  ['HDPH', 'H', '-0.25', '2-0 (0-0)', 'halfLose', 500],
  ['HDPH', 'A', '+0.75', '2-0 (0-0)', 'win', 1950],
  ['HDPH', 'H', '-0.75', '1-1 (1-0)', 'halfWin', 1475],
  ['HDPH', 'A', '+0.5', '3-0 (1-0)', 'lose', 0],
  // Over/under: whole, half and quarter totals.
  ['OU', 'O', '2.5', '2-1 (1-0)', 'win', 1950],
  ['OU', 'U', '2.5', '2-1 (1-0)', 'lose', 0],
  ['OU', 'O', '3', '2-1 (1-0)', 'void', 1000],
  ['OU', 'U', '3', '2-1 (1-0)', 'void', 1000],
  ['OU', 'O', '2.25', '2-1 (1-0)', 'win', 1950],
  ['OU', 'U', '2.25', '2-1 (1-0)', 'lose', 0],
  ['OU', 'O', '2.75', '2-1 (1-0)', 'halfWin', 1475],
  ['OU', 'U', '2.75', '2-1 (1-0)', 'halfLose', 500],
  ['OU', 'O', '3.25', '2-1 (1-0)', 'halfLose', 500],
  ['OU', 'U', '3.25', '2-1 (1-0)', 'halfWin', 1475],
  ['OU', 'O', '3.5', '2-1 (1-0)', 'lose', 0],
  ['OU', 'U', '3.5', '2-1 (1-0)', 'win', 1950],
  ['OU', 'U', '3.75', '2-1 (1-0)', 'win', 1950],
  ['OU', 'O', '2.25', '1-1 (0-0)', 'halfLose', 500],
  ['OU', 'U', '2.25', '1-1 (0-0)', 'halfWin', 1475],
  ['OU', 'O', '1.75', '1-1 (0-0)', 'halfWin', 1475],
  ['OU', 'U', '1.75', '1-1 (0-0)', 'halfLose', 500],
  ['OU', 'O', '0.5', '0-0 (0-0)', 'lose', 0],
  ['OU', 'U', '0.5', '0-0 (0-0)', 'win', 1950],
  ['OUH', 'O', '0.75', '3-0 (1-0)', 'halfWin', 1475],
  ['OUH', 'U', '1.25', '3-0 (1-0)', 'halfWin', 1475],
  ['OUH', 'O', '1.5', '3-0 (1-0)', 'lose', 0],
  ['OUH', 'U', '0.5', '3-0 (0-0)', 'win', 1950],
  // An abandoned match voids every selection.
  ['1X2', 'H', '', 'abandoned', 'void', 1000],
  ['HDP', 'H', '-0.75', 'abandoned', 'void', 1000],
  ['OU', 'O', '2.25', 'abandoned', 'void', 1000],
  ['CS', '', 'AOS', 'abandoned', 'void', 1000],
  ['CSH', 'D', '0-0', 'abandoned', 'void', 1000],
  ['FGLG', '', 'NONE', 'abandoned', 'void', 1000],
  ['HTFT', 'HD', '', 'abandoned', 'void', 1000],
];

describe('gradeLeg', () => {
  it.each(CASES)(
    '%s %s %s on %s is %s and returns %i',
    (betType, homeAway, criteria1, text, outcome, returned) => {
      const graded = gradeLeg({ betType, homeAway, criteria1 }, result(text));
      expect(graded).toBe(outcome);
      expect(betReturn(STAKE, [{ odds: ODDS, outcome: graded }])).toBe(returned);
    },
  );

  it('covers every bet type and half variant but the outright, each with a win and a loss', () => {
    const types = BET_TYPES.filter((t) => t !== 'OR');
    expect(new Set(CASES.map(([type]) => type))).toEqual(new Set(types));
    for (const type of types) {
      const outcomes = CASES.filter((c) => c[0] === type).map((c) => c[4]);
      expect(outcomes).toContain('win');
      expect(outcomes).toContain('lose');
    }
  });

  it('does not grade an outright from a match, finished or abandoned', () => {
    for (const text of ['1-0 (0-0)', 'abandoned'])
      expect(() => gradeLeg({ betType: 'OR', homeAway: 'W', criteria1: 'ars' }, result(text))).toThrow(
        /outright/,
      );
  });

  // Lines that cannot be read exactly throw (the caller records them), whatever the result.
  it.each([
    ['XYZ', 'H', ''],
    ['1X2', 'X', ''],
    ['1X2', 'H', '2.5'],
    ['DC', '21', ''],
    ['DNB', 'D', ''],
    ['ML', 'D', ''],
    ['HDP', 'H', '-0.3'],
    ['HDP', 'H', 'abc'],
    ['HDP', 'H', ''],
    ['HDP', 'O', '-0.5'],
    ['HDP', 'H', '-0.5 '],
    ['HDP', 'H', '1e1'],
    ['OU', 'O', '-2.5'],
    ['OU', 'O', '+2.5'],
    ['OU', 'H', '2.5'],
    ['OU', 'O', '2.2'],
    ['1X2HDP', 'H', '-0.5'],
    ['1X2HDP', 'H', ''],
    ['CS', 'H', '4-0'],
    ['CSH', 'H', '3-0'],
    ['CS', 'D', '2-1'],
    ['CS', 'H', 'AOS'],
    ['CS', 'H', '2:1'],
    ['TG', '', '3-4'],
    ['TGH', '', '0-1'],
    ['TG', 'O', '0-1'],
    ['CL', 'H', 'X'],
    ['CL', 'D', 'Y'],
    ['BS', 'Y', 'Y'],
    ['HTFT', 'HX', ''],
    ['HTFT', 'H', ''],
    ['FGLG', 'H', 'NONE'],
    ['FGLG', '', 'FIRST'],
    ['FGLG', 'H', 'SECOND'],
  ])('throws for %s "%s" "%s"', (betType, homeAway, criteria1) => {
    for (const text of ['1-0 (0-0)', 'abandoned'])
      expect(() => gradeLeg({ betType, homeAway, criteria1 }, result(text))).toThrow(/Cannot grade/);
  });
});

// OR: who tops the league's week (team 7 backed), graded from the week's result, not from a match.
const OUTRIGHT_CASES: [string, number | null, LegOutcome | null, number | null][] = [
  ['settled', 7, 'win', 1950],
  ['settled', 8, 'lose', 0],
  ['void', null, 'void', 1000],
  ['open', null, null, null],
];

describe('gradeOutrightLeg', () => {
  it.each(OUTRIGHT_CASES)(
    'a week %s with winner %p is %p and returns %p',
    (status, winnerTeamId, outcome, returned) => {
      const graded = gradeOutrightLeg({ status, winnerTeamId }, 7);
      expect(graded).toBe(outcome);
      if (graded) expect(betReturn(STAKE, [{ odds: ODDS, outcome: graded }])).toBe(returned);
    },
  );

  it('counts a void outright leg as 1.00 in a parlay', () => {
    const legs = [
      { odds: 3.5, outcome: gradeOutrightLeg({ status: 'void', winnerTeamId: null }, 7) ?? 'lose' },
      { odds: 2, outcome: 'win' as const },
    ];
    expect(betReturn(STAKE, legs)).toBe(2000);
  });
});

describe('handicapOutcome', () => {
  // The margin in quarter goals: a quarter line's stake is split across the lines a quarter either side.
  it.each([
    [2, 'win'],
    [1, 'halfWin'],
    [0, 'void'],
    [-1, 'halfLose'],
    [-2, 'lose'],
    [3, 'win'],
    [-3, 'lose'],
    [4, 'win'],
    [-4, 'lose'],
  ])('a margin of %i quarter goals is %s', (margin, outcome) => {
    expect(handicapOutcome(margin)).toBe(outcome);
  });
});

describe('legFactor', () => {
  const text = (outcome: LegOutcome, odds: number | string) => {
    const factor = legFactor(outcome, odds);
    return scaledText(factor.units, factor.scale);
  };

  it.each([
    ['win', '1.95', '1.95'],
    ['halfWin', '1.95', '1.475'],
    ['void', '1.95', '1'],
    ['halfLose', '1.95', '0.5'],
    ['lose', '1.95', '0'],
    ['win', 2.1, '2.1'],
    ['halfWin', 2.1, '1.55'],
    ['halfWin', '1.005', '1.0025'],
  ] as [LegOutcome, number | string, string][])(
    '%s at %s multiplies the stake by %s',
    (outcome, odds, factor) => {
      expect(text(outcome, odds)).toBe(factor);
    },
  );

  it('refuses odds that are not a decimal of at least 1', () => {
    for (const odds of ['abc', '', 0.99, Number.NaN, '-2'])
      expect(() => legFactor('win', odds)).toThrow(RangeError);
  });
});
