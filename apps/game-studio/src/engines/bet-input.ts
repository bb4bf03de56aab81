import { BetError } from './engine-types';

/** The largest stake of one bet, in minor units (10,000.00 in a two-decimal currency). */
export const MAX_STAKE_MINOR = 1_000_000;

/**
 * Table games, crash and keno take stakes in whole units (multiples of 100 minor units): their
 * payouts (banker 1.95, crash 2.37×, keno 3.8×) are then whole minor units and never rounded, so the
 * declared RTP holds for every accepted stake.
 */
export const WHOLE_UNIT_MINOR = 100;

/** The chips the table, crash and keno pages offer, in minor units. */
export const CHIP_LEVELS_MINOR: readonly number[] = [100, 200, 500, 1_000, 2_000, 5_000, 10_000, 50_000];

/** The bet as a plain object, or a BetError. */
export function asRecord(input: unknown, what = 'bet'): Record<string, unknown> {
  if (typeof input !== 'object' || input === null || Array.isArray(input)) {
    throw new BetError(`The ${what} is malformed.`);
  }
  return input as Record<string, unknown>;
}

/** A list in the bet, or a BetError. */
export function asList(value: unknown, what: string): unknown[] {
  if (!Array.isArray(value)) throw new BetError(`The ${what} must be a list.`);
  return value;
}

export interface StakeRules {
  /** The largest stake (default MAX_STAKE_MINOR). */
  maxMinor?: number;
  /** Stakes must be multiples of this (default 1). */
  stepMinor?: number;
}

/** A stake in minor units: a positive integer, at most the maximum, a multiple of the step. */
export function readStakeMinor(value: unknown, rules: StakeRules = {}): number {
  const { maxMinor = MAX_STAKE_MINOR, stepMinor = 1 } = rules;
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new BetError('The stake must be a number.');
  }
  if (!Number.isInteger(value)) throw new BetError('The stake must be a whole number of minor units.');
  if (value <= 0) throw new BetError('The stake must be more than zero.');
  if (value > maxMinor) throw new BetError(`The stake is over the maximum of ${maxMinor} minor units.`);
  if (value % stepMinor !== 0) {
    throw new BetError(`The stake must be a multiple of ${stepMinor} minor units.`);
  }
  return value;
}

/** An integer in [min, max] read from the bet, or a BetError naming it. */
export function readInteger(value: unknown, min: number, max: number, what: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new BetError(`The ${what} must be a whole number from ${min} to ${max}.`);
  }
  return value;
}
