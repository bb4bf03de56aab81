import type { LegOutcome } from '../match-result';

/** A leg as the offer reads it: the price taken, its result if graded, else its price now (if it takes bets). */
export interface OfferLeg {
  lineId: number;
  /** The decimal odds taken, as stored ("2.35"). */
  taken: string;
  result: LegOutcome | null;
  /** The price now, or null when the line is suspended or closed (then no offer). */
  now: number | null;
}

/** Odds as whole hundredths ("2.35" → 235n); the platform prices to two decimals. */
const hundredths = (odds: string | number): bigint => BigInt(Math.round(Number(odds) * 100));

/** A graded leg's factor as a fraction (win: the odds; half win: (1 + odds) / 2; ...). */
function gradedFactor(result: LegOutcome, taken: bigint): [bigint, bigint] {
  switch (result) {
    case 'win':
      return [taken, 100n];
    case 'halfWin':
      return [taken + 100n, 200n];
    case 'void':
      return [1n, 1n];
    case 'halfLose':
      return [1n, 2n];
    case 'lose':
      return [0n, 1n];
  }
}

/**
 * What the bet is worth now, less the margin: the stake times, per leg, the price taken over the price now
 * (an open leg's fair value) or its graded factor, times (1 − margin), rounded down to a minor unit. No
 * offer (null) while a leg's price is suspended or closed, once every leg is graded (settlement is due), or
 * when the bet can no longer win anything. Answers the prices it used, which must still stand when it is taken.
 */
export function cashOutOffer(
  stakeMinor: number,
  marginBp: number,
  legs: readonly OfferLeg[],
): { amountMinor: number; lines: { line_id: number; odds: number }[] } | null {
  let numerator = BigInt(stakeMinor) * BigInt(10_000 - marginBp);
  let denominator = 10_000n;
  const lines: { line_id: number; odds: number }[] = [];
  for (const leg of legs) {
    const taken = hundredths(leg.taken);
    if (leg.result !== null) {
      const [n, d] = gradedFactor(leg.result, taken);
      numerator *= n;
      denominator *= d;
      continue;
    }
    if (leg.now === null) return null;
    numerator *= taken;
    denominator *= hundredths(leg.now);
    lines.push({ line_id: leg.lineId, odds: leg.now });
  }
  if (lines.length === 0) return null;
  const amountMinor = Number(numerator / denominator);
  return amountMinor > 0 ? { amountMinor, lines } : null;
}
