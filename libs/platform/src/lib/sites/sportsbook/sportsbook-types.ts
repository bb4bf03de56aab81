import type { LocalisedNames } from '../../db/schema/games';

export type { LocalisedNames };

/** The league, and the team names in each of the site's languages: home_name_en, away_name_cn, ... */
export interface LocalisedMatchNames {
  league_code: string;
  league_name: string;
  home_team_name: string;
  away_team_name: string;
  [perLanguage: `home_name_${string}`]: string;
  [perLanguage: `away_name_${string}`]: string;
}

/** A match also names its league in each of the site's languages (league_name_vi, ...). */
export interface MatchItem extends LocalisedMatchNames {
  [perLanguage: `league_name_${string}`]: string;
  match_id: number;
  kickoff_time: string;
  /** upcoming before kick-off, live for the 115 minutes after it; finished matches are not listed. */
  status: 'upcoming' | 'live';
}

/** One priced selection; outrights (bet_type OR) have no match: match_id and kickoff_time are null. */
export interface OddsLine extends LocalisedMatchNames {
  line_id: number;
  match_id: number | null;
  kickoff_time: string | null;
  bet_type: string;
  home_away: string;
  criteria1: string;
  odds: number;
}

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
  /** Upcoming and live matches, soonest first; empty for a site that offers no sportsbook. */
  matchList(siteId: number): Promise<MatchItem[]>;
  /** The odds of upcoming matches (every bet type) and the outrights; empty for a site without sportsbook. */
  publicOdds(siteId: number, filter?: OddsFilter): Promise<OddsLine[]>;
}
