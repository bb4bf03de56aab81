import type { ApiError, FreeRoundsInfo, RoundAnswer } from '../../studio-api';

/**
 * The session's free rounds as the page keeps them (plain functions, no DOM): what the session said at
 * load, then what each free round's answer says is left. A paid round changes nothing.
 */
export function freeRoundsAfterRound(
  current: FreeRoundsInfo | null,
  round: RoundAnswer<unknown>,
): FreeRoundsInfo | null {
  return round.free ? (round.freeRounds ?? null) : current;
}

/** A refusal of NO_FREE_ROUNDS is final: the page goes back to paid rounds. Other refusals keep them. */
export function freeRoundsAfterRefusal(
  current: FreeRoundsInfo | null,
  refusal: ApiError,
): FreeRoundsInfo | null {
  return refusal.error === 'NO_FREE_ROUNDS' ? null : current;
}
