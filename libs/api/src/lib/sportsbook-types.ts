/** Team names per language code arrive as home_name_{lang} and away_name_{lang}. */
interface LocalTeamNames {
  [name: `home_name_${string}` | `away_name_${string}`]: string;
}

/** One priced line of a match: the bet type (HDP, OU, 1X2, ...), the side and its line value. */
export interface BetLine extends LocalTeamNames {
  match_id: number;
  bet_type: string;
  home_away: string;
  criteria1: string;
  odds: number;
  home_team_name: string;
  away_team_name: string;
}

export interface SportsMatch extends LocalTeamNames {
  match_id: number;
  league_name: string;
  home_team_name: string;
  away_team_name: string;
  start_time: string;
}
