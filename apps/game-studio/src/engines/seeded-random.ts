import type { RandomSource } from './engine-types';

/** FNV-1a over the UTF-16 code units of a string: a stable 32-bit hash for deterministic choices. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * A deterministic random source seeded by a string: Marsaglia's xorshift128 generator, with the same
 * rejection as the crypto source so that draws are unbiased. Not for play: it lays out each game's
 * reels, picks its glyphs and drives reproducible tests.
 */
export function seededRandom(seed: string): RandomSource {
  // Four words of state from four hashes of the seed; xorshift needs a state that is not all zero.
  const state = [1, 2, 3, 4].map((i) => hashString(`${i}:${seed}`));
  if (state.reduce((bits, word) => bits | word, 0) === 0) state[0] = 0x9e3779b9;
  let [x, y, z, w] = state as [number, number, number, number];
  const word = (): number => {
    const t = x ^ (x << 11);
    x = y;
    y = z;
    z = w;
    w = (w ^ (w >>> 19) ^ (t ^ (t >>> 8))) >>> 0;
    return w;
  };
  return {
    int(maxExclusive) {
      if (!Number.isSafeInteger(maxExclusive) || maxExclusive <= 0 || maxExclusive > 2 ** 32) {
        throw new RangeError(`seededRandom draws below 2^32 only, got ${maxExclusive}`);
      }
      const limit = 2 ** 32 - (2 ** 32 % maxExclusive);
      for (;;) {
        const u = word();
        if (u < limit) return u % maxExclusive;
      }
    },
  };
}

/** A copy of the items in an order drawn from the random source (Fisher–Yates). */
export function shuffled<T>(items: readonly T[], random: RandomSource): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = random.int(i + 1);
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}
