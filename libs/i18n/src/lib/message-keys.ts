import { PLAYER_MESSAGE_KEYS, type PlayerMessageKey } from '@wl/contract/errors';

/**
 * Message keys that reach t() as values, not as literals: the platform's and the API client's answers
 * (`message` / `statusMessage` of an envelope), translated from the `errors` file by the error handler.
 * They are the contract's player-facing error keys (ERROR_KEYS), so every key the platform can send to a
 * player has a text in every language.
 */
export const SERVER_MESSAGE_KEYS: readonly ServerMessageKey[] = PLAYER_MESSAGE_KEYS;
export type ServerMessageKey = PlayerMessageKey;

/** Keys of the `errors` file that the client itself raises: dialog and toast titles, 404 texts. */
export const CLIENT_MESSAGE_KEYS = [
  'errorTitle',
  'unknownError',
  'invalidSession',
  'pageNotFound',
  'pageValidationFailed',
] as const;
export type ClientMessageKey = (typeof CLIENT_MESSAGE_KEYS)[number];

/** Messages the layout store keeps after a failed startup check, shown from the `ui` file. */
export const STARTUP_MESSAGE_KEYS = ['siteNotFound', 'invalidThemeCode', 'invalidThemeColor'] as const;
