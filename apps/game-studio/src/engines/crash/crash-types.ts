/** A crash bet: the stake and the auto cash-out multiplier chosen before the round. */
export interface CrashBet {
  stakeMinor: number;
  /** The cash-out multiplier in hundredths (1.01× is 101, 1000× is 100000). */
  targetHundredths: number;
}

export interface CrashOutcome {
  /** Where the multiplier stopped, e.g. 2.37 (1 for an instant crash). */
  crashPoint: number;
  /** The chosen cash-out multiplier, e.g. 2.5. */
  target: number;
  /** The multiplier reached the target before the crash. */
  cashedOut: boolean;
  /** The multiplier paid: the target when cashed out, else 0. */
  multiplier: number;
}
