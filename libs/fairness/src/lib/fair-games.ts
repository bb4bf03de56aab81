/** Dice rolls are 0.00 to 100.00: kept as whole hundredths, 0 to 10,000 (10,001 outcomes). */
export const DICE_OUTCOMES = 10_001;

export type DiceDirection = 'under' | 'over';

/** The roll in hundredths for a result number in [0, 1). */
export function diceRoll(float: number): number {
  return Math.floor(float * DICE_OUTCOMES);
}

/** A roll wins under a target when it is below it, over a target when it is above it (hundredths). */
export function diceWins(
  rollHundredths: number,
  targetHundredths: number,
  direction: DiceDirection,
): boolean {
  return direction === 'under' ? rollHundredths < targetHundredths : rollHundredths > targetHundredths;
}

/** The chance of a dice bet in hundredths of a percent (a target of 49.50 under: 4,950). */
export function diceChance(targetHundredths: number, direction: DiceDirection): number {
  return direction === 'under' ? targetHundredths : 10_000 - targetHundredths;
}

/**
 * The payout multiplier of a dice bet in ten-thousandths, rounded down: (100 − house edge) / chance.
 * 1 % edge at a 49.50 % chance: 2.0000 (20,000).
 */
export function diceMultiplierBp(chanceHundredths: number, houseEdgePercent: number): number {
  if (chanceHundredths <= 0) throw new Error('a dice bet needs a chance above 0');
  const edgeHundredths = Math.round(houseEdgePercent * 100);
  return Math.floor(((10_000 - edgeHundredths) * 10_000) / chanceHundredths);
}

/** The wheel segment a result number lands on: segment i takes weights[i] of the sum of weights. */
export function wheelSegment(float: number, weights: readonly number[]): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0) throw new Error('a wheel needs a positive weight');
  const point = float * total;
  let reached = 0;
  for (let i = 0; i < weights.length; i += 1) {
    reached += weights[i] ?? 0;
    if (point < reached) return i;
  }
  return weights.length - 1;
}
