import { KENO_DRAWN, KENO_NUMBERS, KENO_PAYTABLE } from './keno-paytable';

/** n choose k, exactly. */
function choose(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < k; i += 1) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}

/**
 * The chance of each hit count for a ticket of `picks` numbers (hypergeometric): the draws that take h of
 * the picks and 20 − h of the other numbers, over all draws of 20 from 80, as exact integer fractions.
 */
export function hitWays(picks: number): { ways: bigint[]; draws: bigint } {
  const ways = Array.from(
    { length: picks + 1 },
    (_, h) => choose(picks, h) * choose(KENO_NUMBERS - picks, KENO_DRAWN - h),
  );
  return { ways, draws: choose(KENO_NUMBERS, KENO_DRAWN) };
}

/** The exact RTP of a ticket of `picks` numbers, from the paytable and the hit distribution. */
export function kenoRtp(picks: number): number {
  const table = KENO_PAYTABLE[picks];
  if (!table) throw new RangeError(`No paytable for ${picks} picks`);
  const { ways, draws } = hitWays(picks);
  const returned = ways.reduce((sum, w, h) => sum + w * BigInt(table[h] ?? 0), 0n);
  // returned / (draws · 100) exactly, rounded once to a double by scaling up before the division.
  const scale = 2n ** 64n;
  return Number((returned * scale) / (draws * 100n)) / Number(scale);
}
