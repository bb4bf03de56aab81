import { BetError } from '../engine-types';
import { sequenceRandom } from '../random-source';
import { seededRandom } from '../seeded-random';
import { createRouletteEngine, ROULETTE_RTP } from './roulette-engine';
import { LEGAL_INSIDE, colourOf, outsideNumbers } from './roulette-table';

const engine = createRouletteEngine();
const bet = (type: string, extra: Record<string, unknown> = {}, stakeMinor = 100) => ({
  bets: [{ type, stakeMinor, ...extra }],
});

describe('roulette table', () => {
  it('has the legal inside bets of the European layout', () => {
    // 24 side-by-side and 33 stacked splits, and 0-1, 0-2, 0-3; twelve streets and two trios with
    // zero; 22 corners and the first four; eleven six lines.
    expect(LEGAL_INSIDE.straight?.size).toBe(37);
    expect(LEGAL_INSIDE.split?.size).toBe(60);
    expect(LEGAL_INSIDE.street?.size).toBe(14);
    expect(LEGAL_INSIDE.corner?.size).toBe(23);
    expect(LEGAL_INSIDE.sixline?.size).toBe(11);
  });

  it('colours the pockets: 18 red, 18 black, zero green', () => {
    const colours = Array.from({ length: 37 }, (_, n) => colourOf(n));
    expect(colours.filter((c) => c === 'red')).toHaveLength(18);
    expect(colours.filter((c) => c === 'black')).toHaveLength(18);
    expect(colours[0]).toBe('green');
    expect([colourOf(1), colourOf(2), colourOf(10), colourOf(11), colourOf(19), colourOf(36)]).toEqual([
      'red',
      'black',
      'black',
      'black',
      'red',
      'red',
    ]);
  });

  it('covers the outside bets', () => {
    expect(outsideNumbers('dozen', 2)).toEqual([13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24]);
    expect(outsideNumbers('column', 1).slice(0, 3)).toEqual([1, 4, 7]);
    expect(outsideNumbers('column', 3)).toHaveLength(12);
    expect(outsideNumbers('low')).toHaveLength(18);
    expect(outsideNumbers('even')).not.toContain(0);
  });
});

describe('roulette bets', () => {
  it.each([
    ['straight', { numbers: [0] }],
    ['split', { numbers: [17, 20] }],
    ['split', { numbers: [2, 0] }],
    ['street', { numbers: [34, 35, 36] }],
    ['street', { numbers: [0, 2, 3] }],
    ['corner', { numbers: [5, 6, 8, 9] }],
    ['corner', { numbers: [0, 1, 2, 3] }],
    ['sixline', { numbers: [31, 32, 33, 34, 35, 36] }],
    ['dozen', { target: 3 }],
    ['column', { target: 2 }],
    ['red', {}],
    ['high', {}],
  ])('takes a %s bet %j', (type, extra) => {
    expect(() => engine.parseBet(bet(type, extra))).not.toThrow();
  });

  it.each([
    ['split across the end of a row', 'split', { numbers: [3, 4] }],
    ['split far apart', 'split', { numbers: [1, 5] }],
    ['street not on a row', 'street', { numbers: [2, 3, 4] }],
    ['corner across the end of a row', 'corner', { numbers: [3, 4, 6, 7] }],
    ['six line off the rows', 'sixline', { numbers: [2, 3, 4, 5, 6, 7] }],
    ['straight on 37', 'straight', { numbers: [37] }],
    ['straight on two numbers', 'straight', { numbers: [1, 2] }],
    ['split on one number twice', 'split', { numbers: [1, 1] }],
    ['number that is not whole', 'straight', { numbers: [1.5] }],
    ['numbers missing', 'corner', {}],
    ['dozen 4', 'dozen', { target: 4 }],
    ['column without a target', 'column', {}],
    ['unknown type', 'basket', { numbers: [0, 1, 2] }],
  ])('refuses a %s', (_, type, extra) => {
    expect(() => engine.parseBet(bet(type, extra))).toThrow(BetError);
  });

  it.each([
    ['zero', 0],
    ['negative', -100],
    ['fractional', 10.5],
    ['over the maximum', 1_000_001],
    ['not a number', '100'],
  ])('refuses a stake that is %s', (_, stakeMinor) => {
    expect(() => engine.parseBet({ bets: [{ type: 'red', stakeMinor }] })).toThrow(BetError);
  });

  it('refuses malformed rounds, no bets, too many bets and a total over the maximum', () => {
    for (const input of [null, [], 'red', {}, { bets: 'red' }, { bets: [] }, { bets: [null] }]) {
      expect(() => engine.parseBet(input)).toThrow(BetError);
    }
    const many = Array.from({ length: 101 }, () => ({ type: 'red', stakeMinor: 1 }));
    expect(() => engine.parseBet({ bets: many })).toThrow(/At most 100/);
    const big = [600_000, 600_000].map((stakeMinor) => ({ type: 'odd', stakeMinor }));
    expect(() => engine.parseBet({ bets: big })).toThrow(/total/);
  });
});

describe('roulette rounds', () => {
  const round = engine.parseBet({
    bets: [
      { type: 'straight', numbers: [17], stakeMinor: 10 },
      { type: 'split', numbers: [17, 20], stakeMinor: 10 },
      { type: 'street', numbers: [16, 17, 18], stakeMinor: 10 },
      { type: 'corner', numbers: [13, 14, 16, 17], stakeMinor: 10 },
      { type: 'sixline', numbers: [13, 14, 15, 16, 17, 18], stakeMinor: 10 },
      { type: 'dozen', target: 2, stakeMinor: 10 },
      { type: 'column', target: 2, stakeMinor: 10 },
      { type: 'black', stakeMinor: 10 },
      { type: 'odd', stakeMinor: 10 },
      { type: 'low', stakeMinor: 10 },
      { type: 'red', stakeMinor: 10 },
    ],
  });

  it('pays every bet covering the number at the standard odds', () => {
    expect(engine.stakeOf(round)).toBe(110);
    const { outcome, winMinor } = engine.play(round, sequenceRandom([17]));
    expect(outcome.number).toBe(17);
    expect(outcome.colour).toBe('black');
    // 35:1, 17:1, 11:1, 8:1, 5:1, 2:1, 2:1, then even money on black, odd and low; red loses.
    expect(outcome.bets.map((b) => b.winMinor)).toEqual([360, 180, 120, 90, 60, 30, 30, 20, 20, 20, 0]);
    expect(winMinor).toBe(930);
  });

  it('loses every even-money bet on zero', () => {
    const { outcome, winMinor } = engine.play(round, sequenceRandom([0]));
    expect(outcome.colour).toBe('green');
    expect(winMinor).toBe(0);
  });

  it('returns exactly 36 per 37 staked on every legal bet, over the 37 pockets', () => {
    const allBets = [
      ...Object.entries(LEGAL_INSIDE).flatMap(([type, keys]) =>
        [...keys].map((key) => ({ type, numbers: key.split('-').map(Number), stakeMinor: 1 })),
      ),
      ...[1, 2, 3].flatMap((target) => ['dozen', 'column'].map((type) => ({ type, target, stakeMinor: 1 }))),
      ...['red', 'black', 'odd', 'even', 'low', 'high'].map((type) => ({ type, stakeMinor: 1 })),
    ];
    for (const single of allBets) {
      const parsed = engine.parseBet({ bets: [single] });
      let returned = 0;
      for (let pocket = 0; pocket < 37; pocket += 1)
        returned += engine.play(parsed, sequenceRandom([pocket])).winMinor;
      expect([single.type, returned]).toEqual([single.type, 36]);
      expect(engine.rtpOf(parsed)).toBe(ROULETTE_RTP);
    }
    expect(ROULETTE_RTP).toBe(36 / 37);
  });

  it('measures 36/37 over 200,000 spins of a mixed round within 4 standard errors', () => {
    const random = seededRandom('roulette-monte-carlo');
    const stake = engine.stakeOf(round);
    let sum = 0;
    let sumSquares = 0;
    const n = 200_000;
    for (let i = 0; i < n; i += 1) {
      const r = engine.play(round, random).winMinor / stake;
      sum += r;
      sumSquares += r * r;
    }
    const mean = sum / n;
    const standardError = Math.sqrt((sumSquares / n - mean * mean) / n);
    expect(Math.abs(mean - ROULETTE_RTP)).toBeLessThan(4 * standardError);
  });
});
