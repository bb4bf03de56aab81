import type { LegOutcome } from '../match-result';
import { betReturn, potentialReturn } from './bet-return';

type Leg = [odds: number | string, outcome: LegOutcome];
const legs = (list: Leg[]) => list.map(([odds, outcome]) => ({ odds, outcome }));

describe('betReturn', () => {
  // stake (minor units), legs, the return written out (minor units).
  it.each([
    ['a single that wins', 1000, [['1.95', 'win']], 1950],
    ['a single that loses', 1000, [['1.95', 'lose']], 0],
    ['a void single', 1000, [['1.95', 'void']], 1000],
    ['a half-won single', 1000, [['1.95', 'halfWin']], 1475],
    ['a half-lost single', 1000, [['1.95', 'halfLose']], 500],
    // 1000 × 1.95 × 2.10 × 1.50 = 6142.5 → 6143
    [
      'a parlay that all wins',
      1000,
      [
        ['1.95', 'win'],
        ['2.10', 'win'],
        ['1.50', 'win'],
      ],
      6143,
    ],
    [
      'a parlay with a void leg (it counts 1.00)',
      1000,
      [
        ['1.95', 'win'],
        ['2.10', 'void'],
        ['1.50', 'win'],
      ],
      2925,
    ],
    // 1000 × 1.95 × (1 + 2.10) / 2 = 3022.5 → 3023
    [
      'a parlay with a half-won leg',
      1000,
      [
        ['1.95', 'win'],
        ['2.10', 'halfWin'],
      ],
      3023,
    ],
    [
      'a parlay with a half-lost leg',
      1000,
      [
        ['1.95', 'win'],
        ['2.10', 'halfLose'],
      ],
      975,
    ],
    [
      'a parlay with a lost leg',
      1000,
      [
        ['1.95', 'win'],
        ['2.10', 'win'],
        ['1.50', 'lose'],
      ],
      0,
    ],
    [
      'a parlay of void legs',
      1000,
      [
        ['1.95', 'void'],
        ['2.10', 'void'],
      ],
      1000,
    ],
    // Rounding, half up, once: 333 × 1.505 = 501.165 → 501; 100 × 1.505 = 150.5 → 151.
    ['333 at 1.505', 333, [['1.505', 'win']], 501],
    ['100 at 1.505 (exactly half)', 100, [[1.505, 'win']], 151],
    // In floating point 100 * 1.005 is 100.49999999999999; exactly it is 100.5 → 101.
    ['100 at 1.005 (no float drift)', 100, [[1.005, 'win']], 101],
    // 101 × 1.5 = 151.5 → 152; 101 × 0.5 = 50.5 → 51.
    ['101 half won at 2.00', 101, [['2.00', 'halfWin']], 152],
    ['101 half lost', 101, [['2.00', 'halfLose']], 51],
    // Rounded once at the end: 1 × 1.5 × 1.5 = 2.25 → 2 (rounding each leg would give 3).
    [
      'a parlay rounded once',
      1,
      [
        ['1.5', 'win'],
        ['1.5', 'win'],
      ],
      2,
    ],
  ] as [string, number, Leg[], number][])(
    '%s: stake %i returns the literal',
    (_name, stake, list, returned) => {
      expect(betReturn(stake, legs(list))).toBe(returned);
    },
  );

  it('computes a 10-leg parlay at large odds exactly', () => {
    const odds = ['13.52', '11.03', '14.55', '24.46', '7.8', '14.17', '12.06', '14.78', '23.97', '10.28'];
    // Exactly 257643383304885.5450682169367 → 257643383304886; floating point gives ...885.47 → ...885.
    expect(betReturn(1000, legs(odds.map((o): Leg => [o, 'win'])))).toBe(257643383304886);
    expect(betReturn(1000, legs(odds.map((o): Leg => [Number(o), 'win'])))).toBe(257643383304886);
    expect(Math.round(odds.reduce((total, o) => total * Number(o), 1000))).toBe(257643383304885);
  });

  it('refuses a bet without legs, a stake that is not whole minor units, and a return beyond the safe range', () => {
    expect(() => betReturn(1000, [])).toThrow(RangeError);
    expect(() => betReturn(10.5, legs([['2', 'win']]))).toThrow(RangeError);
    expect(() => betReturn(-1, legs([['2', 'win']]))).toThrow(RangeError);
    expect(() => betReturn(Number.MAX_SAFE_INTEGER, legs([['2', 'win']]))).toThrow(RangeError);
  });
});

describe('potentialReturn', () => {
  it.each([
    [1000, ['1.95'], 1950],
    [1000, ['1.95', '2.10', '1.50'], 6143],
    [333, [1.505], 501],
    [100, [1.005], 101],
    [1, ['1.5', '1.5'], 2],
  ] as [number, (number | string)[], number][])('stake %i at %j returns %i', (stake, odds, returned) => {
    expect(potentialReturn(stake, odds)).toBe(returned);
  });
});
