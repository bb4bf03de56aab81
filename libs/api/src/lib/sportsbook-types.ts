// The answers of GET /api/home/match_list and GET /api/home/public_odds; the platform answers with these types.

/** The league, and the team names in each of the site's languages: home_name_en, away_name_cn, ... */
export interface LocalisedMatchNames {
  league_code: string;
  /** The league's English name. */
  league_name: string;
  /** The English names; the names in the site's languages are home_name_{lang} and away_name_{lang}. */
  home_team_name: string;
  away_team_name: string;
  [perLanguage: `home_name_${string}`]: string;
  [perLanguage: `away_name_${string}`]: string;
}

/** A match of the list; it also names its league in each of the site's languages (league_name_vi, ...). */
export interface SportsMatch extends LocalisedMatchNames {
  [perLanguage: `league_name_${string}`]: string;
  match_id: number;
  /** ISO 8601. */
  kickoff_time: string;
  /** upcoming before kick-off, live for the 115 minutes after it; finished matches are not listed. */
  status: 'upcoming' | 'live';
}

/**
 * One priced selection: the bet type (HDP, OU, 1X2, ...), the side and its line value. Outrights (bet_type
 * OR) have no match: match_id and kickoff_time are null, the team is the home team, the away names are empty.
 */
export interface BetLine extends LocalisedMatchNames {
  line_id: number;
  match_id: number | null;
  /** ISO 8601; null for an outright. */
  kickoff_time: string | null;
  bet_type: string;
  home_away: string;
  criteria1: string;
  odds: number;
}
