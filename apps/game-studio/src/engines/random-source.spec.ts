import { cryptoRandom, sequenceRandom } from './random-source';
import { hashString, seededRandom, shuffled } from './seeded-random';

describe('cryptoRandom', () => {
  it('draws integers below the bound and reaches every value', () => {
    const random = cryptoRandom(64); // a small block, so the test refills it many times
    const seen = new Array<number>(6).fill(0);
    let outside = 0;
    for (let i = 0; i < 60_000; i += 1) {
      const value = random.int(6);
      if (Number.isInteger(value) && value >= 0 && value < 6) seen[value] = (seen[value] as number) + 1;
      else outside += 1;
    }
    expect(outside).toBe(0);
    // Chi-square with 5 degrees of freedom: above 30 happens with probability about 1e-5.
    const chiSquare = seen.reduce((sum, n) => sum + (n - 10_000) ** 2 / 10_000, 0);
    expect(chiSquare).toBeLessThan(30);
  });

  it('rejects the top partial range, so a bound near 2^32 carries no modulo bias', () => {
    // 2^32 mod 3·2^30 = 2^30: a plain modulo would put half the draws below 2^30 instead of a third.
    const random = cryptoRandom();
    let low = 0;
    const n = 30_000;
    for (let i = 0; i < n; i += 1) if (random.int(3 * 2 ** 30) < 2 ** 30) low += 1;
    expect(Math.abs(low / n - 1 / 3)).toBeLessThan(0.02);
  });

  it('draws bounds above 2^32 up to the largest safe integer', () => {
    const random = cryptoRandom();
    for (const bound of [2 ** 32 + 1, 2 ** 40 + 3, Number.MAX_SAFE_INTEGER]) {
      let above32 = 0;
      let outside = 0;
      for (let i = 0; i < 1_000; i += 1) {
        const value = random.int(bound);
        if (!(Number.isSafeInteger(value) && value >= 0 && value < bound)) outside += 1;
        if (value >= 2 ** 32) above32 += 1;
      }
      expect(outside).toBe(0);
      // For 2^32 + 1 almost no draw is above 2^32; for the larger bounds almost all are.
      if (bound > 2 ** 33) expect(above32).toBeGreaterThan(990);
    }
    expect(random.int(1)).toBe(0);
  });

  it('refuses bounds that are not positive safe integers', () => {
    const random = cryptoRandom();
    for (const bound of [0, -1, 1.5, Number.NaN, 2 ** 53, Infinity]) {
      expect(() => random.int(bound)).toThrow(RangeError);
    }
  });
});

describe('sequenceRandom', () => {
  it('replays its values and refuses one out of range or past the end', () => {
    const random = sequenceRandom([3, 0, 36]);
    expect([random.int(6), random.int(2), random.int(37)]).toEqual([3, 0, 36]);
    expect(() => random.int(6)).toThrow(/all 3 values used/);
    expect(() => sequenceRandom([6]).int(6)).toThrow(/not in \[0, 6\)/);
  });
});

describe('seededRandom', () => {
  it('is the same sequence for the same seed and another for another seed', () => {
    const draw = (seed: string) => {
      const random = seededRandom(seed);
      return Array.from({ length: 20 }, () => random.int(1000));
    };
    expect(draw('JL001')).toEqual(draw('JL001'));
    expect(draw('JL001')).not.toEqual(draw('JL002'));
  });

  it('shuffles into a permutation of the items', () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    const order = shuffled(items, seededRandom('x'));
    expect(order).not.toEqual(items);
    expect([...order].sort((a, b) => a - b)).toEqual(items);
  });

  it('hashes strings with FNV-1a', () => {
    // FNV-1a test vectors.
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('a')).toBe(0xe40c292c);
    expect(hashString('foobar')).toBe(0xbf9cf968);
  });
});
