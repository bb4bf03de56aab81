import { MAX_STAKE_MINOR, asList, asRecord, readInteger, readStakeMinor } from '../bet-input';
import { BetError } from '../engine-types';
import { INSIDE_SIZE, LEGAL_INSIDE, keyOf, outsideNumbers } from './roulette-table';
import type { RouletteBet, RouletteBetType, RouletteRoundBet } from './roulette-types';

/** The most bets one round may hold. */
export const MAX_ROULETTE_BETS = 100;

const BET_TYPES: readonly RouletteBetType[] = [
  'straight',
  'split',
  'street',
  'corner',
  'sixline',
  'dozen',
  'column',
  'red',
  'black',
  'odd',
  'even',
  'low',
  'high',
];

const isBetType = (value: unknown): value is RouletteBetType =>
  typeof value === 'string' && (BET_TYPES as readonly string[]).includes(value);

function parseOne(input: unknown): RouletteBet {
  const bet = asRecord(input);
  const { type } = bet;
  if (!isBetType(type)) throw new BetError(`Unknown roulette bet type: ${String(type)}.`);
  const stakeMinor = readStakeMinor(bet.stakeMinor);
  const size = INSIDE_SIZE[type];
  if (size !== undefined) {
    const picked = asList(bet.numbers, `${type} numbers`).map((n) => readInteger(n, 0, 36, 'number'));
    if (picked.length !== size || new Set(picked).size !== size) {
      throw new BetError(`A ${type} bet names ${size} different number${size > 1 ? 's' : ''}.`);
    }
    if (!LEGAL_INSIDE[type]?.has(keyOf(picked))) {
      throw new BetError(`${picked.join(', ')} is not a ${type} on the table.`);
    }
    return { type, numbers: [...picked].sort((a, b) => a - b), stakeMinor };
  }
  if (type === 'dozen' || type === 'column') {
    const target = readInteger(bet.target, 1, 3, `${type}`);
    return { type, numbers: outsideNumbers(type, target), target, stakeMinor };
  }
  return { type, numbers: outsideNumbers(type), stakeMinor };
}

/** Checks a round of roulette bets; throws BetError. */
export function parseRouletteRound(input: unknown): RouletteRoundBet {
  const bets = asList(asRecord(input).bets, 'bets').map(parseOne);
  if (bets.length === 0) throw new BetError('Place at least one bet.');
  if (bets.length > MAX_ROULETTE_BETS) throw new BetError(`At most ${MAX_ROULETTE_BETS} bets a round.`);
  const total = bets.reduce((sum, bet) => sum + bet.stakeMinor, 0);
  if (total > MAX_STAKE_MINOR) {
    throw new BetError(`The bets total over the maximum of ${MAX_STAKE_MINOR} minor units.`);
  }
  return { bets };
}
