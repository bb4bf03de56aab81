// The answers of GET /api/home/match_list and GET /api/home/public_odds.
export type { BetLine, LocalisedMatchNames, SportsMatch } from '@wl/contract';
