import {
  diceChance,
  diceMultiplierBp,
  diceRoll,
  diceWins,
  wheelSegment,
  type DiceDirection,
} from '@wl/fairness';
import type { RewardsSettings } from '../rewards-settings';
import { minigameErrors } from './minigame-errors';

export type Minigame = 'spin' | 'dice';
export type PrizeKind = 'tokens' | 'cash' | 'freeSpins' | 'nothing';

/** What a round stores of its result: read from the result number by @wl/fairness, never here. */
export interface RoundOutcome {
  /** spin: the segment index; dice: the roll in hundredths (0..10000). */
  outcome: number;
  /** dice: the bet's multiplier in ten-thousandths; spin: 0. */
  multiplierBp: number;
  won: boolean;
  prizeKind: PrizeKind;
  /** tokens, minor units of the site currency for cash, or rounds for freeSpins. */
  prizeAmount: number;
}

/** A dice bet as the round keeps it (params): the target in hundredths. */
export interface DiceBet {
  stake: number;
  target: number;
  direction: DiceDirection;
}

type Wheel = RewardsSettings['wheel'];

/** The wheel segment the result number lands on, and its prize. */
export function spinOutcome(float: number, wheel: Wheel): RoundOutcome {
  const index = wheelSegment(
    float,
    wheel.map((segment) => segment.weight),
  );
  const prize = wheel[index]?.prize ?? { kind: 'nothing' };
  const amount =
    prize.kind === 'tokens'
      ? prize.amount
      : prize.kind === 'cash'
        ? prize.amount_minor
        : prize.kind === 'freeSpins'
          ? prize.rounds
          : 0;
  return { outcome: index, multiplierBp: 0, won: amount > 0, prizeKind: prize.kind, prizeAmount: amount };
}

/** The roll, whether it wins, and the payout: floor(stake × multiplier), in whole tokens. */
export function diceOutcome(float: number, bet: DiceBet, houseEdgePercent: number): RoundOutcome {
  const roll = diceRoll(float);
  const multiplierBp = diceMultiplierBp(diceChance(bet.target, bet.direction), houseEdgePercent);
  const won = diceWins(roll, bet.target, bet.direction);
  const payout = won ? Math.floor((bet.stake * multiplierBp) / 10_000) : 0;
  return {
    outcome: roll,
    multiplierBp,
    won,
    prizeKind: payout > 0 ? 'tokens' : 'nothing',
    prizeAmount: payout,
  };
}

/** Hundredths of a number given with at most two decimals, or undefined (49.5 → 4950; 49.505 → none). */
export function hundredthsOf(value: number): number | undefined {
  if (!Number.isFinite(value)) return undefined;
  const hundredths = Math.round(value * 100);
  // Binary fractions: 0.29 × 100 is 28.999999999999996, still two decimals.
  return Math.abs(value * 100 - hundredths) < 1e-6 ? hundredths : undefined;
}

/**
 * A dice bet checked against the site's rules: a whole stake within min..max (invalidStake), a target
 * of at most two decimals whose chance is within min_chance..max_chance percent (invalidTarget).
 */
export function diceBetOf(
  rules: RewardsSettings['dice'],
  input: { stake: number; target: number; direction: DiceDirection },
): DiceBet {
  const { stake, direction } = input;
  if (!Number.isSafeInteger(stake) || stake < rules.min_stake || stake > rules.max_stake) {
    throw minigameErrors.invalidStake();
  }
  const target = hundredthsOf(input.target);
  if (target === undefined || target < 0 || target > 10_000) throw minigameErrors.invalidTarget();
  const chance = diceChance(target, direction);
  const min = hundredthsOf(rules.min_chance) ?? Math.ceil(rules.min_chance * 100);
  const max = hundredthsOf(rules.max_chance) ?? Math.floor(rules.max_chance * 100);
  if (chance < min || chance > max) throw minigameErrors.invalidTarget();
  return { stake, target, direction };
}
