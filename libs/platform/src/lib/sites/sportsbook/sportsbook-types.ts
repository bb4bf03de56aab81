import type { PublicOdds, SportsMatch } from '@wl/contract';
import type { LocalisedNames } from '../../db/schema/games';

export type { LocalisedNames };
// The answers' shapes (SportsMatch, PublicOdds, LocalisedMatchNames) are the contract's (@wl/contract).

export interface OddsFilter {
  matchId?: number;
  betType?: string;
}

export interface LeagueInput {
  code: string;
  names: LocalisedNames;
  teams: { code: string; names: LocalisedNames; rating: number }[];
}

export interface SportsbookServices {
  /** The leagues and teams the fixture generator schedules (added or renamed by code). */
  importLeagues(leagues: LeagueInput[]): Promise<void>;
  /** Schedules (once, whatever the number of processes) the fixtures of yesterday, today and the next days. */
  ensureFixtures(): Promise<void>;
  /** Schedules the fixtures of the days `first` to `last` (day numbers) not scheduled yet (an outright's week). */
  scheduleDays(first: number, last: number): Promise<void>;
  /** Upcoming and live matches, soonest first; empty for a site that offers no sportsbook. */
  matchList(siteId: number): Promise<SportsMatch[]>;
  /**
   * The odds of upcoming matches (every bet type) and the outrights, leagues and teams named once;
   * empty lists for a site without sportsbook.
   */
  publicOdds(siteId: number, filter?: OddsFilter): Promise<PublicOdds>;
}
