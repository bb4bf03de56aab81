import { CHIP_LEVELS_MINOR } from '../bet-input';
import type { Engine } from '../engine-types';
import { parseRouletteRound } from './roulette-bets';
import { POCKETS, colourOf, returnMultiple } from './roulette-table';
import type { RouletteBetResult, RouletteOutcome, RouletteRoundBet } from './roulette-types';

export interface RouletteEngine extends Engine<RouletteRoundBet, RouletteOutcome> {
  kind: 'roulette';
}

/** Every bet on a single-zero wheel returns 36 per 37 staked. */
export const ROULETTE_RTP = 36 / POCKETS;

/** European roulette: one ball, several bets a round. */
export function createRouletteEngine(): RouletteEngine {
  return {
    kind: 'roulette',
    declaredRtp: ROULETTE_RTP,
    stakeLevelsMinor: CHIP_LEVELS_MINOR,
    parseBet: parseRouletteRound,
    stakeOf: (round) => round.bets.reduce((sum, bet) => sum + bet.stakeMinor, 0),
    rtpOf: () => ROULETTE_RTP,
    play(round, random) {
      const number = random.int(POCKETS);
      // Plain object literals, not spreads: a spread copy is many times slower in a million-round run.
      const bets = round.bets.map((bet) => {
        // 36 / covered is whole for every bet (1, 2, 3, 4, 6, 12 or 18 pockets).
        const winMinor = bet.numbers.includes(number)
          ? bet.stakeMinor * returnMultiple(bet.numbers.length)
          : 0;
        const result: RouletteBetResult = {
          type: bet.type,
          numbers: bet.numbers,
          stakeMinor: bet.stakeMinor,
          winMinor,
        };
        if (bet.target !== undefined) result.target = bet.target;
        return result;
      });
      const winMinor = bets.reduce((sum, bet) => sum + bet.winMinor, 0);
      return { outcome: { number, colour: colourOf(number), bets }, winMinor };
    },
  };
}
