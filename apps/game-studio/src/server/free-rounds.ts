import type { FreeRoundsInfo } from '../studio-api';
import type { GameSetup } from './game-setup';
import type { SessionFreeRounds, StudioSession } from './sessions';
import type { WalletFreeRounds } from './wallet-client';

/**
 * Free rounds (docs/wallet-protocol.md, Free rounds): the platform keeps the grant and counts its rounds;
 * the studio keeps the last word it had of it in the session and plays each round as a bet with the
 * grant's id. Only slot games play free rounds.
 */

/** The session's free rounds from a wallet answer's free_rounds; a grant with no round left is none. */
export function sessionFreeRounds(grant: WalletFreeRounds | undefined): SessionFreeRounds | undefined {
  if (!grant || grant.rounds_left < 1) return undefined;
  return {
    id: grant.id,
    roundsLeft: grant.rounds_left,
    betMinor: grant.bet_amount,
    expiresAt: grant.expires_at,
  };
}

/**
 * The stake a free round is played at: the largest of the game's stake levels not above the grant's
 * bet amount, or the smallest level when none is. `levels` is ascending and not empty.
 */
export function freeRoundStake(levels: readonly number[], betMinor: number): number {
  let stake = levels[0];
  if (stake === undefined) throw new Error('A game without stake levels cannot play free rounds');
  for (const level of levels) if (level <= betMinor && level > stake) stake = level;
  return stake;
}

/**
 * The session's free rounds the studio can play, and their stake: a real session's with rounds left, in
 * a game its slot engine plays (`setup` is the session game's). The stake levels are those the page
 * offers in the session's currency.
 */
export function playableFreeRounds(
  session: StudioSession,
  setup: GameSetup,
): { grant: SessionFreeRounds; stakeMinor: number } | undefined {
  if (session.mode !== 'real' || !session.freeRounds || session.freeRounds.roundsLeft < 1) return undefined;
  if (setup.kind !== 'slot') return undefined;
  return {
    grant: session.freeRounds,
    stakeMinor: freeRoundStake(setup.info.stakeLevelsMinor, session.freeRounds.betMinor),
  };
}

/** What the page is told of the session's free rounds. */
export function freeRoundsInfo(session: StudioSession, setup: GameSetup): FreeRoundsInfo | null {
  const playable = playableFreeRounds(session, setup);
  if (!playable) return null;
  return {
    left: playable.grant.roundsLeft,
    stakeMinor: playable.stakeMinor,
    expiresAt: playable.grant.expiresAt,
  };
}
