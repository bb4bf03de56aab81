import {
  CHIP_LEVELS_MINOR,
  WHOLE_UNIT_MINOR,
  asList,
  asRecord,
  readInteger,
  readStakeMinor,
} from '../bet-input';
import { BetError, type Engine } from '../engine-types';
import { kenoRtp } from './keno-maths';
import { KENO_DRAWN, KENO_NUMBERS, KENO_PAYTABLE, MAX_PICKS } from './keno-paytable';
import type { KenoBet, KenoOutcome } from './keno-types';

export interface KenoEngine extends Engine<KenoBet, KenoOutcome> {
  kind: 'keno';
  /** The exact RTP of a ticket by its pick count (index 1..10). */
  rtpByPicks: readonly number[];
}

/** 1..80, copied for each draw. */
const NUMBERS: readonly number[] = Array.from({ length: KENO_NUMBERS }, (_, i) => i + 1);

/** Keno 20 of 80: `{ picks: [...], stakeMinor }`; the declared RTP is the lowest over pick counts. */
export function createKenoEngine(): KenoEngine {
  const rtpByPicks = Array.from({ length: MAX_PICKS + 1 }, (_, picks) => (picks === 0 ? 0 : kenoRtp(picks)));
  return {
    kind: 'keno',
    rtpByPicks,
    declaredRtp: Math.min(...rtpByPicks.slice(1)),
    stakeLevelsMinor: CHIP_LEVELS_MINOR,
    parseBet(input) {
      const bet = asRecord(input);
      const picks = asList(bet.picks, 'picks').map((n) => readInteger(n, 1, KENO_NUMBERS, 'number'));
      if (picks.length < 1 || picks.length > MAX_PICKS) throw new BetError(`Pick 1 to ${MAX_PICKS} numbers.`);
      if (new Set(picks).size !== picks.length) throw new BetError('Pick different numbers.');
      // Whole units: the paytable's hundredths (3.8×) then pay whole minor units.
      const stakeMinor = readStakeMinor(bet.stakeMinor, { stepMinor: WHOLE_UNIT_MINOR });
      return { picks: [...picks].sort((a, b) => a - b), stakeMinor };
    },
    stakeOf: (bet) => bet.stakeMinor,
    rtpOf: (bet) => rtpByPicks[bet.picks.length] as number,
    play(bet, random) {
      // The first 20 of a partial Fisher–Yates shuffle of 1..80, marked in a table for the hits.
      const pool = NUMBERS.slice();
      const isDrawn = new Uint8Array(KENO_NUMBERS + 1);
      for (let i = 0; i < KENO_DRAWN; i += 1) {
        const j = i + random.int(KENO_NUMBERS - i);
        const number = pool[j] as number;
        pool[j] = pool[i] as number;
        pool[i] = number;
        isDrawn[number] = 1;
      }
      const drawn = pool.slice(0, KENO_DRAWN);
      const hits = bet.picks.filter((n) => isDrawn[n] === 1);
      const hundredths = KENO_PAYTABLE[bet.picks.length]?.[hits.length] ?? 0;
      const outcome: KenoOutcome = {
        drawn,
        hits,
        multiplier: hundredths / 100,
        winMinor: Math.floor((bet.stakeMinor * hundredths) / 100),
      };
      return { outcome, winMinor: outcome.winMinor };
    },
  };
}
