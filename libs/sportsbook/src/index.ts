/**
 * @wl/sportsbook: the sportsbook's data as the browser holds it. The public match list and odds (a store
 * on the root store, loaded through the platform requests of @wl/core), the markets and prices read from
 * them, and the bet slip (owned by the layout that holds its provider). The sportsbook remote bundles it;
 * its components and their messages stay in the remote.
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
export { leagueName, lineNames, nameIn, teamNames, type LineNames, type OddsLine } from './lib/odds-lines';
export {
  MATCH_LIST_MAX_AGE_MS,
  MatchListStore,
  type LeagueView,
  type MarketPeriod,
  type MatchListDeps,
  type MatchListStatus,
  type MatchView,
} from './lib/match-list-store';
export { matchListFeature, useMatchList } from './lib/match-list-feature';
export { BetSlipStore, MAX_SELECTIONS, type BetSlipOptions, type ToggleResult } from './lib/bet-slip-store';
export { BetSlipProvider, useBetSlip } from './lib/bet-slip-context';
