import { z } from 'zod';
import { gameKey } from '../../shared/game';
import { safeString } from '../../shared/safe-string';

/** The game to open, and the language its page should speak (the site's code: EN, CN, ...). */
export const launchFields = {
  ...gameKey,
  language: safeString()
    .regex(/^[A-Za-z]{2,3}$/)
    .optional()
    .describe("The site's language code the game should use"),
};

export const PLAY_MODES = ['real', 'fun'] as const;

/** What the site shows in its game frame. */
export const launchAnswer = z.object({
  url: z.string().describe("The game's page at the provider, with its one-time game session token"),
  mode: z.enum(PLAY_MODES).describe('real: the wallet; fun: play money that never touches it'),
  provider_code: z.string(),
  provider_name: z.string(),
  game_code: z.string(),
  game_name: z.string(),
  game_type: z.string(),
});
