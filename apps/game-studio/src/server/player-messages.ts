/** What the player reads when the platform refuses a call, by the protocol's status. */
const MESSAGES: Readonly<Record<string, string>> = {
  INSUFFICIENT_FUNDS: 'Not enough balance for this stake. Lower the stake or make a deposit.',
  SESSION_EXPIRED: 'Your game session has ended. Open the game again from the site.',
  INVALID_TOKEN: 'This game link has expired or was already used. Open the game again from the site.',
  UNKNOWN_PLAYER: 'Your account could not be found. Open the game again from the site.',
  WRONG_CURRENCY: 'This game cannot be played in your currency.',
  GAME_DISABLED: 'This game is not available right now.',
  PLAYER_BLOCKED: 'Your account cannot play right now. Please contact support.',
  PLAYER_EXCLUDED: 'You are on a time-out or self-exclusion: play is paused until it ends.',
  LOSS_LIMIT_REACHED: 'This stake would take you past a loss limit you set. Lower the stake or stop for now.',
  INVALID_SIGNATURE: 'The game cannot reach your account right now. Please try again later.',
  STALE_REQUEST: 'The game cannot reach your account right now. Please try again later.',
  NO_FREE_ROUNDS:
    'Your free spins are no longer available: they were used up, expired or withdrawn. Play goes on with your balance.',
};

const FALLBACK = 'The game could not complete this request. Please try again.';

export function playerMessage(status: string): string {
  return MESSAGES[status] ?? FALLBACK;
}

/** Statuses after which the studio session is over: the player must launch the game again. */
export function endsSession(status: string): boolean {
  return (
    status === 'SESSION_EXPIRED' ||
    status === 'INVALID_TOKEN' ||
    status === 'UNKNOWN_PLAYER' ||
    status === 'PLAYER_BLOCKED' ||
    status === 'PLAYER_EXCLUDED'
  );
}

export const ROUND_CANCELLED =
  'The round did not take place because your account could not be reached. Any stake taken will be returned.';
export const WIN_PENDING = 'Your win is being credited to your balance; it will show in a moment.';
export const WIN_REFUSED =
  'Your win could not be credited automatically. Please contact support with the round id.';
/** A free round asked for when the session has none the studio can play (fun mode, not a slot, none left). */
export const NO_FREE_ROUNDS_LEFT = 'You have no free spins to play in this game.';
