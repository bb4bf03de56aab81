// The answers of GET /api/home/match_list and GET /api/home/public_odds.
import type { ClientAnswer } from './answer-types';

export type {
  LocalisedMatchNames,
  LocalisedName,
  OddsLeague,
  OddsMarkets,
  OddsMatch,
  OddsSelection,
  OddsTeam,
  OutrightPrice,
  PublicOdds,
  SportsMatch,
} from '@wl/contract';

/** The odds answer as the client receives it: its lists only on success. */
export type PublicOddsResponse = ClientAnswer<'home/public_odds'>;
