/**
 * @wl/sportsbook: the sportsbook's data as the browser holds it. The public match list and odds (a store
 * on the root store, loaded through the platform requests of @wl/core, a market at a time, kept current by
 * the live stream), the markets and prices read from them, and the bet slip that places bets (owned by the
 * layout that holds its provider). The sportsbook remote bundles it; its components and their messages
 * stay in the remote.
 */
export {
  BET_TYPES,
  DEFAULT_BET_TYPE,
  FULL_TIME_BET_TYPES,
  HALF_BET_TYPES,
  baseBetType,
  betTypeRank,
  isBetType,
  isColumnMarket,
  isHalfBetType,
  type BetType,
  type FullTimeBetType,
} from './lib/bet-types';
export {
  isPairedMarket,
  leagueName,
  lineKey,
  lineNames,
  linePairs,
  nameIn,
  teamNames,
  type LineNames,
  type OddsLine,
} from './lib/odds-lines';
export {
  LIVE_STREAM_URL,
  leavesBoard,
  readLiveEvents,
  type LiveEvent,
  type LiveLine,
  type LiveLinesEvent,
  type LiveMatchEvent,
  type LiveMatchStatus,
  type LiveSource,
} from './lib/live-events';
export {
  MATCH_LIST_MAX_AGE_MS,
  MatchListStore,
  PRICE_MOVE_MARK_MS,
  marketQuery,
  matchQuery,
  type CarriedLists,
  type LeagueView,
  type MarketPeriod,
  type MarketView,
  type MatchDetailView,
  type MatchListDeps,
  type MatchListStatus,
  type MatchView,
  type OddsQuery,
  type PriceMove,
} from './lib/match-list-store';
export { matchListFeature, useLiveMatches, useMatchList } from './lib/match-list-feature';
export {
  BetSlipStore,
  DEFAULT_PRICE_CHANGE,
  MAX_PARLAY_LEGS,
  MAX_SELECTIONS,
  PRICE_CHANGE_POLICIES,
  PRICE_CHANGE_STORAGE_KEY,
  type BetKind,
  type BetMode,
  type BetSlipOptions,
  type PlaceProblem,
  type SlipRefusal,
  type ToggleResult,
} from './lib/bet-slip-store';
export { BetSlipProvider, useBetSlip } from './lib/bet-slip-context';
export { newRequestId } from './lib/request-id';
export type { PriceChangePolicy, SportsBet } from '@wl/api';
