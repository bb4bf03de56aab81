import { BetError } from '../engine-types';
import { sequenceRandom } from '../random-source';
import { seededRandom } from '../seeded-random';
import { createKenoEngine } from './keno-engine';
import { hitWays, kenoRtp } from './keno-maths';
import { KENO_PAYTABLE } from './keno-paytable';

const engine = createKenoEngine();
/** Draws of 0 keep the pool in order: the numbers 1..20 are drawn. */
const firstTwenty = () => sequenceRandom(new Array<number>(20).fill(0));

describe('keno bets', () => {
  it('sorts the picks', () => {
    expect(engine.parseBet({ picks: [80, 1, 40], stakeMinor: 200 })).toEqual({
      picks: [1, 40, 80],
      stakeMinor: 200,
    });
  });

  it.each([
    ['no picks', { picks: [], stakeMinor: 100 }],
    ['eleven picks', { picks: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], stakeMinor: 100 }],
    ['a number twice', { picks: [5, 5], stakeMinor: 100 }],
    ['0', { picks: [0], stakeMinor: 100 }],
    ['81', { picks: [81], stakeMinor: 100 }],
    ['a fraction', { picks: [1.5], stakeMinor: 100 }],
    ['picks that are not a list', { picks: 5, stakeMinor: 100 }],
    ['a stake in cents', { picks: [5], stakeMinor: 50 }],
    ['a zero stake', { picks: [5], stakeMinor: 0 }],
    ['a negative stake', { picks: [5], stakeMinor: -100 }],
    ['a stake over the maximum', { picks: [5], stakeMinor: 2_000_000 }],
    ['not an object', null],
  ])('refuses %s', (_, input) => {
    expect(() => engine.parseBet(input)).toThrow(BetError);
  });
});

describe('keno rounds', () => {
  it('draws 20 different numbers of 1..80', () => {
    const { outcome } = engine.play(
      engine.parseBet({ picks: [7], stakeMinor: 100 }),
      seededRandom('keno-draw'),
    );
    expect(outcome.drawn).toHaveLength(20);
    expect(new Set(outcome.drawn).size).toBe(20);
    expect(outcome.drawn.every((n) => Number.isInteger(n) && n >= 1 && n <= 80)).toBe(true);
  });

  it('pays by the paytable for the hits', () => {
    const three = engine.play(engine.parseBet({ picks: [3, 2, 1], stakeMinor: 500 }), firstTwenty());
    expect(three.outcome.drawn).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
    expect(three.outcome.hits).toEqual([1, 2, 3]);
    expect(three.outcome.multiplier).toBe(43);
    expect(three.winMinor).toBe(21_500);

    const one = engine.play(engine.parseBet({ picks: [20], stakeMinor: 500 }), firstTwenty());
    expect([one.outcome.multiplier, one.winMinor]).toEqual([3.8, 1_900]);

    const picks = [21, 22, 23, 24, 25, 26, 27, 28, 29, 30];
    const none = engine.play(engine.parseBet({ picks, stakeMinor: 500 }), firstTwenty());
    // Ten picks and no hit give the stake back.
    expect([none.outcome.hits, none.winMinor]).toEqual([[], 500]);

    const miss = engine.play(engine.parseBet({ picks: [1, 2, 30, 40], stakeMinor: 500 }), firstTwenty());
    expect([miss.outcome.hits, miss.outcome.multiplier, miss.winMinor]).toEqual([[1, 2], 1.5, 750]);
  });
});

describe('keno RTP', () => {
  it('weighs the hits by the hypergeometric distribution', () => {
    for (let picks = 1; picks <= 10; picks += 1) {
      const { ways, draws } = hitWays(picks);
      expect(ways.reduce((a, b) => a + b, 0n)).toBe(draws);
    }
    const one = hitWays(1);
    expect(one.draws).toBe(3_535_316_142_212_174_320n); // 80 choose 20
    expect((one.ways[1] as bigint) * 4n).toBe(one.draws); // a single pick is drawn 1 time in 4
    expect(kenoRtp(1)).toBe(0.95);
  });

  it('agrees with the hit chances computed another way, in floating point', () => {
    for (let picks = 1; picks <= 10; picks += 1) {
      // P(0) = C(60, 20) / C(80, 20) as a product; then P(h + 1) / P(h) from the hypergeometric terms.
      let p = 1;
      for (let i = 0; i < picks; i += 1) p *= (60 - i) / (80 - i);
      let rtp = 0;
      for (let h = 0; h <= picks; h += 1) {
        rtp += (p * (KENO_PAYTABLE[picks]?.[h] ?? 0)) / 100;
        p *= ((picks - h) * (20 - h)) / ((h + 1) * (60 - picks + h + 1));
      }
      expect(Math.abs(kenoRtp(picks) - rtp)).toBeLessThan(1e-12);
    }
  });

  it('returns 93 to 96.5 % for every pick count and declares the lowest', () => {
    const rtps = engine.rtpByPicks.slice(1);
    expect(rtps).toHaveLength(10);
    for (const rtp of rtps) {
      expect(rtp).toBeGreaterThanOrEqual(0.93);
      expect(rtp).toBeLessThanOrEqual(0.965);
    }
    expect(engine.declaredRtp).toBe(Math.min(...rtps));
    expect(engine.rtpOf(engine.parseBet({ picks: [1, 2, 3, 4, 5], stakeMinor: 100 }))).toBe(kenoRtp(5));
  });

  it('measures the RTP of five picks over 100,000 tickets within 4 standard errors', () => {
    const bet = engine.parseBet({ picks: [3, 17, 29, 41, 66], stakeMinor: 100 });
    const random = seededRandom('keno-monte-carlo');
    const n = 100_000;
    let sum = 0;
    let sumSquares = 0;
    for (let i = 0; i < n; i += 1) {
      const r = engine.play(bet, random).winMinor / 100;
      sum += r;
      sumSquares += r * r;
    }
    const mean = sum / n;
    const standardError = Math.sqrt((sumSquares / n - mean * mean) / n);
    expect(Math.abs(mean - kenoRtp(5))).toBeLessThan(4 * standardError);
  });
});
