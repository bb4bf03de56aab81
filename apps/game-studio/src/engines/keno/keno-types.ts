/** A keno bet: 1 to 10 different numbers of 1..80 and a stake. */
export interface KenoBet {
  picks: readonly number[];
  stakeMinor: number;
}

export interface KenoOutcome {
  /** The 20 numbers drawn, in draw order. */
  drawn: number[];
  /** The picks that were drawn, ascending. */
  hits: number[];
  /** The paytable's multiplier for this many hits (0 when it pays nothing). */
  multiplier: number;
  winMinor: number;
}
