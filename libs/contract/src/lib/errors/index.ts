export { ERROR_KEYS, isErrorKey, type ErrorKey, type ErrorKeyKind } from './all-error-keys';
export {
  PLAYER_ERROR_KEYS,
  PLAYER_MESSAGE_KEYS,
  SESSION_ENDING_KEYS,
  SESSION_EXPIRED_KEY,
  endsSession,
  type PlayerErrorKey,
  type PlayerMessageKey,
  type SessionEndingKey,
} from './error-keys';
export { OPERATOR_ERROR_KEYS, type OperatorErrorKey } from './operator-error-keys';
