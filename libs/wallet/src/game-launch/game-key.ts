/** The game a /playnow address names: `?provider_code=JILI&game_code=fortune-gems`. */
export interface GameKey {
  provider_code: string;
  game_code: string;
}

// The contract's sizes; the platform checks the rest (is the game offered on this site?).
const PROVIDER_CODE = /^[^\s<>"']{1,64}$/;
const GAME_CODE = /^[^\s<>"']{1,128}$/;

/** The game of an address query, or null when it names none (or a malformed one). */
export function gameKeyFromSearch(search: string): GameKey | null {
  const params = new URLSearchParams(search);
  const provider = params.get('provider_code')?.trim() ?? '';
  const game = params.get('game_code')?.trim() ?? '';
  if (!PROVIDER_CODE.test(provider) || !GAME_CODE.test(game)) return null;
  return { provider_code: provider, game_code: game };
}

export const sameGame = (a: GameKey | null, b: GameKey | null): boolean =>
  a !== null && b !== null && a.provider_code === b.provider_code && a.game_code === b.game_code;
