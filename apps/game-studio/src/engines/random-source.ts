import { randomFillSync } from 'node:crypto';
import type { RandomSource } from './engine-types';

const TWO_32 = 2 ** 32;
const TWO_53 = 2 ** 53;

function checkBound(maxExclusive: number): void {
  if (!Number.isSafeInteger(maxExclusive) || maxExclusive <= 0) {
    throw new RangeError(`maxExclusive must be a positive safe integer, got ${maxExclusive}`);
  }
}

/**
 * Uniform integers from node:crypto. Random words are read from a buffer refilled a block at a time
 * (one system call per block, not per draw); a draw rejects the top partial range of the words so that
 * `u % maxExclusive` carries no modulo bias.
 */
export function cryptoRandom(blockWords = 16_384): RandomSource {
  const words = new Uint32Array(blockWords);
  let next = words.length;
  const word = (): number => {
    if (next === words.length) {
      randomFillSync(words);
      next = 0;
    }
    return words[next++] as number;
  };
  return {
    int(maxExclusive) {
      checkBound(maxExclusive);
      if (maxExclusive === 1) return 0;
      if (maxExclusive <= TWO_32) {
        // The largest multiple of maxExclusive that fits in 32 bits: words at or above it are redrawn.
        const limit = TWO_32 - (TWO_32 % maxExclusive);
        for (;;) {
          const u = word();
          if (u < limit) return u % maxExclusive;
        }
      }
      // Bounds above 2^32: 53 bits from two words (21 + 32), same rejection.
      const limit = TWO_53 - (TWO_53 % maxExclusive);
      for (;;) {
        const u = (word() >>> 11) * TWO_32 + word();
        if (u < limit) return u % maxExclusive;
      }
    },
  };
}

/** Replays the given integers in order, for tests that force an outcome; each must fit its bound. */
export function sequenceRandom(values: readonly number[]): RandomSource {
  let next = 0;
  return {
    int(maxExclusive) {
      checkBound(maxExclusive);
      if (next >= values.length) {
        throw new Error(`sequenceRandom: all ${values.length} values used`);
      }
      const value = values[next++] as number;
      if (!Number.isInteger(value) || value < 0 || value >= maxExclusive) {
        throw new Error(`sequenceRandom: value ${value} (draw ${next}) is not in [0, ${maxExclusive})`);
      }
      return value;
    },
  };
}
