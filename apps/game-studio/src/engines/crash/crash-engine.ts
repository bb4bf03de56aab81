import { CHIP_LEVELS_MINOR, WHOLE_UNIT_MINOR, asRecord, readStakeMinor } from '../bet-input';
import { BetError, type Engine } from '../engine-types';
import { CRASH_RTP_HUNDREDTHS, MAX_TARGET_HUNDREDTHS, MIN_TARGET_HUNDREDTHS, drawCrash } from './crash-maths';
import type { CrashBet, CrashOutcome } from './crash-types';

export interface CrashEngine extends Engine<CrashBet, CrashOutcome> {
  kind: 'crash';
}

/** A multiplier of 1.01 to 1000 with at most two decimals, in hundredths. */
function readTarget(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) {
    throw new BetError('The cash-out multiplier must be a number.');
  }
  const hundredths = Math.round(value * 100);
  // Decimal fractions are not exact in binary: 2.37 * 100 is 236.99999999999997.
  if (Math.abs(value * 100 - hundredths) > 1e-6) {
    throw new BetError('The cash-out multiplier has at most two decimals.');
  }
  if (hundredths < MIN_TARGET_HUNDREDTHS || hundredths > MAX_TARGET_HUNDREDTHS) {
    throw new BetError('The cash-out multiplier must be from 1.01 to 1000.');
  }
  return hundredths;
}

/**
 * Crash with an auto cash-out: `{ stakeMinor, target }`. Stakes are whole units, so a win (stake times
 * the target) is a whole number of minor units and the RTP is 0.97 for every stake and target.
 */
export function createCrashEngine(): CrashEngine {
  const rtp = CRASH_RTP_HUNDREDTHS / 100;
  return {
    kind: 'crash',
    declaredRtp: rtp,
    stakeLevelsMinor: CHIP_LEVELS_MINOR,
    parseBet(input) {
      const bet = asRecord(input);
      return {
        stakeMinor: readStakeMinor(bet.stakeMinor, { stepMinor: WHOLE_UNIT_MINOR }),
        targetHundredths: readTarget(bet.target),
      };
    },
    stakeOf: (bet) => bet.stakeMinor,
    rtpOf: () => rtp,
    play(bet, random) {
      const { won, crashHundredths } = drawCrash(bet.targetHundredths, random);
      const outcome: CrashOutcome = {
        crashPoint: crashHundredths / 100,
        target: bet.targetHundredths / 100,
        cashedOut: won,
        multiplier: won ? bet.targetHundredths / 100 : 0,
      };
      return { outcome, winMinor: won ? Math.floor((bet.stakeMinor * bet.targetHundredths) / 100) : 0 };
    },
  };
}
