/**
 * The studio's game maths. An engine is pure: it checks a bet, and plays one round from a random
 * source. The studio's server wraps every round in the platform's wallet calls (bet, win, round_end).
 */

/** Uniform integers from a cryptographic source (never Math.random). */
export interface RandomSource {
  /** A uniform integer in [0, maxExclusive); maxExclusive is a positive safe integer. */
  int(maxExclusive: number): number;
}

export type EngineKind = 'slot' | 'roulette' | 'baccarat' | 'crash' | 'keno';

/** A refused bet, with a message the game shows to the player. */
export class BetError extends Error {}

export interface RoundResult<Outcome> {
  outcome: Outcome;
  /** What the round pays back, in minor units, stake included (0 when lost). */
  winMinor: number;
}

export interface Engine<Bet, Outcome> {
  kind: EngineKind;
  /**
   * Return to player, 0..1, exact for the engine's maths (the RTP benchmark measures it). Where the
   * return differs by bet, this is the main bet's (baccarat: banker) or the lowest (keno: over pick
   * counts); rtpOf gives the exact figure of one bet.
   */
  declaredRtp: number;
  /** The stakes (slots) or chip values (other games) the game page offers, in minor units, ascending. */
  stakeLevelsMinor: readonly number[];
  /** Parses and checks a bet sent by the game page; throws BetError. */
  parseBet(input: unknown): Bet;
  /** The total stake of a bet, in minor units. */
  stakeOf(bet: Bet): number;
  /** The exact return to player of this bet (stake-weighted when it holds several bets). */
  rtpOf(bet: Bet): number;
  play(bet: Bet, random: RandomSource): RoundResult<Outcome>;
}
