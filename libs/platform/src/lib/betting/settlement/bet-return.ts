/*
 * What a settled bet pays: the stake times the product of its legs' factors (a single is one leg, a parlay
 * multiplies, a void leg counts 1), computed exactly on bigint decimals and rounded half up once, at the end.
 */
import { multiplyExact, rescale, type ExactDecimal } from '@wl/money';
import type { LegOutcome } from '../match-result';
import { legFactor } from './leg-grading';

/** A graded leg of a bet, at the odds it was struck at (a decimal number or its text). */
export interface ReturnLeg {
  odds: number | string;
  outcome: LegOutcome;
}

const MAX_MINOR = BigInt(Number.MAX_SAFE_INTEGER);

/** The return of a bet in minor units: stake × the legs' factors, exactly, rounded half up. */
export function betReturn(stakeMinor: number, legs: readonly ReturnLeg[]): number {
  if (!Number.isSafeInteger(stakeMinor) || stakeMinor < 0)
    throw new RangeError(`The stake must be a whole number of minor units, not ${stakeMinor}`);
  if (legs.length === 0) throw new RangeError('A bet has at least one leg');
  const stake: ExactDecimal = { units: BigInt(stakeMinor), scale: 0 };
  const exact = legs.reduce((total, leg) => multiplyExact(total, legFactor(leg.outcome, leg.odds)), stake);
  // rescale rounds half away from zero, which for a return (never negative) is half up.
  const minor = rescale(exact, 0);
  if (minor > MAX_MINOR) throw new RangeError(`A return of ${minor} minor units is out of range`);
  return Number(minor);
}

/** What a bet returns if every leg wins: stake × the product of the odds, exactly, rounded half up. */
export function potentialReturn(stakeMinor: number, odds: readonly (number | string)[]): number {
  return betReturn(
    stakeMinor,
    odds.map((price) => ({ odds: price, outcome: 'win' })),
  );
}
