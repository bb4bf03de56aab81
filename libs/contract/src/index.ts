// The wire contract of the platform API: one definition per call (path, method, fallback kind, request
// and answer schemas, error keys). The platform serves it; the client's table and types derive from it.
// This entry carries zod: the browser imports its types only (`import type`). Run-time readers in the
// browser use `@wl/contract/errors` (no schema library) or the client's generated call table.

export {
  answerSchemas,
  defineCall,
  successSchema,
  type AnswerInputOf,
  type AnswerOf,
  type CallDefinition,
  type FallbackKind,
  type HttpMethod,
  type ParsedRequestOf,
  type RequestOf,
} from './lib/define-call';
export { CALLS, CONTRACT_CALLS, type ContractCall, type ContractCalls } from './lib/calls';
export type {
  CallAnswer,
  CallAnswerInput,
  CallAt,
  CallPath,
  CallRequest,
  ParsedCallRequest,
  StartupResponse,
} from './lib/call-types';
export { callTableSource } from './lib/call-table-source';
export { MEDIA_DESCRIPTION, MEDIA_ROUTES, type MediaRoute } from './lib/media/media-routes';

// Shared pieces.
export { failure, maintenance } from './lib/shared/envelope';
export { siteRequest, playerSiteRequest } from './lib/shared/site-fields';
export { memberRequest } from './lib/shared/member-fields';
export {
  favouriteGame,
  game,
  gameItem,
  GAME_CATEGORIES,
  GAME_FLAGS,
  PLAYS_AS,
  playsAs,
} from './lib/shared/game';
export type { PlaysAs } from './lib/shared/game';
export { CMS_PAGES, type CmsPage } from './lib/shared/cms';
export { MAX_GAMES_PAGE_SIZE } from './lib/calls/games/get-games';
export {
  BET_TYPES,
  FULL_TIME_BET_TYPES,
  HALF_BET_TYPES,
  isBetType,
  type BetType,
} from './lib/calls/sportsbook/bet-types';
export type { LocalisedMatchNames } from './lib/calls/sportsbook/match-fields';
export type { SportsMatch } from './lib/calls/sportsbook/match-list';
export {
  LEG_RESULTS,
  MATCH_STATUSES,
  MAX_PARLAY_LEGS,
  PRICE_CHANGE_POLICIES,
  SPORTS_BET_STATES,
  type CurrentLine,
  type PriceChangePolicy,
  type SportsBet,
  type SportsBetLeg,
  type SportsBetState,
} from './lib/calls/sportsbook/sports-bet-entities';
export { MAX_SPORTS_BETS_PAGE_SIZE } from './lib/calls/sportsbook/sports-bets';
export {
  LIVE_STREAM_PATH,
  type LiveEvent,
  type LiveLine,
  type LiveLinesEvent,
  type LiveMatchEvent,
} from './lib/calls/sportsbook/live-events';
export type {
  LocalisedName,
  OddsLeague,
  OddsMarkets,
  OddsMatch,
  OddsSelection,
  OddsTeam,
  OutrightPrice,
  PublicOdds,
} from './lib/calls/sportsbook/public-odds';
export type { MenuEntry, MenuEntry as MenuItem } from './lib/calls/site/startup';
export type * from './lib/entities';

// The error keys (also `@wl/contract/errors`, without zod).
export * from './lib/errors';

// Game play: the player's calls above, and the providers' wallet protocol.
export { PLAY_MODES } from './lib/calls/play/launch-fields';
export { MAX_BET_HISTORY_PAGE_SIZE, type BetRound } from './lib/calls/play/bet-history';
export * from './lib/provider-wallet';
export {
  DEPOSIT_STATES,
  PAYMENT_METHOD_KINDS,
  WITHDRAWAL_STATES,
} from './lib/calls/cashier/cashier-entities';
export { MAX_BANK_ACCOUNTS } from './lib/calls/cashier/bank-list';
export {
  MAX_STATEMENT_CSV_LINES,
  MAX_STATEMENT_PAGE_SIZE,
  STATEMENT_TYPES,
} from './lib/calls/cashier/statement';
export * from './lib/payment-provider/payment-notification';

// Player protection and account security.
export {
  EXCLUSION_TYPES,
  LIMIT_CHANGE_TYPES,
  LIMIT_PERIODS,
  MONEY_LIMIT_TYPES,
  REALITY_CHECK_MINUTES,
  SELF_EXCLUSION_PERIODS,
  TIMEOUT_PERIODS,
} from './lib/calls/protection/protection-entities';
export { LIMIT_CHANGE_APPLIES } from './lib/calls/protection/set-limit';
export { SECURITY_ATTEMPTS_SHOWN } from './lib/calls/security/overview';
export { SIGN_IN_METHODS } from './lib/calls/security/security-entities';

// Rewards: the token games.
export { CLIENT_SEED_PATTERN } from './lib/calls/rewards/rewards-entities';
export { REFERRAL_BASES, REFERRED_STATUSES } from './lib/calls/rewards/referral';
export { BONUS_STATES, FREE_ROUND_STATES, PROMOTION_KINDS } from './lib/calls/rewards/promotions';

// The back office: staff calls (tag backoffice), roles and the audit log.
export { AUDIT_OUTCOMES, STAFF_ROLES, type StaffRole } from './lib/calls/backoffice/backoffice-entities';
export { BACKOFFICE_PREFIX, BACKOFFICE_TAG } from './lib/calls/backoffice/backoffice-call';
export { STAFF_SIGN_IN_STEPS } from './lib/calls/backoffice/sign-in';
export { CAP_KINDS } from './lib/calls/backoffice/players/players-set-limit';
export {
  MAX_MESSAGE_REWARD_MINOR,
  MAX_MESSAGE_REWARD_TOKENS,
  MESSAGE_REWARD_KINDS,
} from './lib/calls/backoffice/players/players-send-message';
export { MAX_ANNOUNCEMENTS } from './lib/calls/backoffice/sites/site-announcements';
export { MAX_MARQUEE_MESSAGES } from './lib/calls/backoffice/sites/site-marquee';
export {
  MAX_MENU_DEPTH,
  MAX_MENU_ENTRIES,
  type BackofficeMenuEntry,
  type MenuEntryInput,
} from './lib/calls/backoffice/sites/site-menus';
export { MAX_SLIDES } from './lib/calls/backoffice/sites/site-slides';
export { MAX_PARTNERS } from './lib/calls/backoffice/sites/site-partners';
export { MAX_SOCIAL_ACCOUNTS, SOCIAL_TYPES } from './lib/calls/backoffice/sites/site-social-accounts';
export {
  MAX_TRACKING_SCRIPTS,
  MAX_TRACKING_SCRIPT_LENGTH,
} from './lib/calls/backoffice/sites/site-analytics';
export { MAX_AUDIT_PAGE_SIZE } from './lib/calls/backoffice/audit-list';
export { MAX_STAFF_SITES } from './lib/calls/backoffice/staff-create';
export { MAX_REPORT_DAYS } from './lib/calls/backoffice/reports/report-period';
export { MAX_REPORT_GAMES } from './lib/calls/backoffice/reports/games-report';
export type { DailyFigures } from './lib/calls/backoffice/reports/daily-report';
