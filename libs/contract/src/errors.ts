// `@wl/contract/errors`: the error keys a player can meet, with no schema library, for run-time use in
// the browser (the error handler, the message files). The full list with the operator's keys, ERROR_KEYS,
// is on the main entry.
export {
  PLAYER_ERROR_KEYS,
  PLAYER_MESSAGE_KEYS,
  SESSION_ENDING_KEYS,
  SESSION_EXPIRED_KEY,
  endsSession,
  type PlayerErrorKey,
  type PlayerMessageKey,
  type SessionEndingKey,
} from './lib/errors/error-keys';
