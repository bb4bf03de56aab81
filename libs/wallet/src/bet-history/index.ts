/** The player's rounds: the store here, its page a lazy chunk (`loadBetHistoryPage`, in ../page-loaders). */
export {
  BetHistoryStore,
  type BetHistoryDeps,
  type HistoryStatus,
  type RoundDetailView,
} from './bet-history-store';
export { betHistoryFeature, useBetHistory } from './bet-history-feature';
export {
  BET_HISTORY_PAGE_SIZE,
  DEFAULT_HISTORY_DAYS,
  defaultFilters,
  type HistoryFilters,
} from './history-filters';
export type { ShownMove, ShownRound } from './shown-round';
