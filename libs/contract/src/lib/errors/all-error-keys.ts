import {
  PLAYER_ERROR_KEYS,
  SESSION_ENDING_KEYS,
  type PlayerErrorKey,
  type SessionEndingKey,
} from './error-keys';
import { OPERATOR_ERROR_KEYS, type OperatorErrorKey } from './operator-error-keys';

/**
 * What the front end does with a key:
 * - endsSession: logs the player out and shows the `sessionExpired` text.
 * - player: shows the key's text in the player's language.
 * - operator: nothing (operator tools and the log read it).
 */
export type ErrorKeyKind = 'endsSession' | 'player' | 'operator';

/** A message key of a failed answer: every key the platform may send. */
export type ErrorKey = SessionEndingKey | PlayerErrorKey | OperatorErrorKey;

/** The one list of error keys, each marked with what the front end does with it. */
export const ERROR_KEYS: Readonly<Record<ErrorKey, ErrorKeyKind>> = Object.fromEntries([
  ...SESSION_ENDING_KEYS.map((key) => [key, 'endsSession']),
  ...PLAYER_ERROR_KEYS.map((key) => [key, 'player']),
  ...OPERATOR_ERROR_KEYS.map((key) => [key, 'operator']),
]) as Record<ErrorKey, ErrorKeyKind>;

export function isErrorKey(message: string): message is ErrorKey {
  return Object.prototype.hasOwnProperty.call(ERROR_KEYS, message);
}
