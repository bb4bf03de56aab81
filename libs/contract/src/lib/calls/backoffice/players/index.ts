export { backofficePlayersSearch } from './players-search';
export { backofficePlayerGet } from './players-get';
export { backofficePlayerLedger } from './players-ledger';
export { backofficePlayerAdjust, MAX_ADJUST_MINOR } from './players-adjust-balance';
export { backofficePlayerSetStatus } from './players-set-status';
export { backofficePlayerSetLimit, CAP_KINDS } from './players-set-limit';
export { backofficePlayerEndSessions } from './players-end-sessions';
export {
  backofficePlayerSendMessage,
  MAX_MESSAGE_REWARD_MINOR,
  MAX_MESSAGE_REWARD_TOKENS,
  MESSAGE_REWARD_KINDS,
} from './players-send-message';
export {
  MAX_ADJUST_REASON_LENGTH,
  MAX_PLAYER_NOTE_LENGTH,
  MAX_PLAYER_PAGE_SIZE,
  PLAYER_LOCK_STATUSES,
} from './player-entities';
export { backofficePlayerRounds } from './players-rounds';
export { backofficePlayerBets } from './players-bets';
export { backofficePlayerCashier } from './players-cashier';
export { backofficePlayerNotes } from './players-notes';
export { backofficePlayerAddNote } from './players-add-note';
