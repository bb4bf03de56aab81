import { MAX_STAKE_MINOR, WHOLE_UNIT_MINOR, asList, asRecord, readStakeMinor } from '../bet-input';
import { BetError } from '../engine-types';
import type { BaccaratBet, BaccaratBetType, BaccaratRoundBet } from './baccarat-types';

const BET_TYPES: readonly BaccaratBetType[] = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'];

const isBetType = (value: unknown): value is BaccaratBetType =>
  typeof value === 'string' && (BET_TYPES as readonly string[]).includes(value);

/** Checks a round of baccarat bets: each type at most once, stakes in whole units (banker pays 0.95:1). */
export function parseBaccaratRound(input: unknown): BaccaratRoundBet {
  const bets = asList(asRecord(input).bets, 'bets').map((item): BaccaratBet => {
    const bet = asRecord(item);
    if (!isBetType(bet.type)) throw new BetError(`Unknown baccarat bet type: ${String(bet.type)}.`);
    return { type: bet.type, stakeMinor: readStakeMinor(bet.stakeMinor, { stepMinor: WHOLE_UNIT_MINOR }) };
  });
  if (bets.length === 0) throw new BetError('Place at least one bet.');
  if (new Set(bets.map((bet) => bet.type)).size !== bets.length) {
    throw new BetError('Each bet type can be placed once a round.');
  }
  const total = bets.reduce((sum, bet) => sum + bet.stakeMinor, 0);
  if (total > MAX_STAKE_MINOR) {
    throw new BetError(`The bets total over the maximum of ${MAX_STAKE_MINOR} minor units.`);
  }
  return { bets };
}
