import type { BetLine, LocalisedMatchNames, SportsMatch } from '@wl/api';
import { isBetType, type BetType } from './bet-types';

/** The names of a record in a language (lower-case code, as the field suffix: en, cn, vi), English otherwise. */
export function teamNames(names: LocalisedMatchNames, language: string): { home: string; away: string } {
  const lang = language.toLowerCase();
  return {
    home: names[`home_name_${lang}`] || names.home_team_name,
    away: names[`away_name_${lang}`] || names.away_team_name,
  };
}

/** The league's name: a match names it in each of the site's languages, a price in English only. */
export function leagueName(names: SportsMatch | BetLine, language: string): string {
  const local = 'status' in names ? names[`league_name_${language.toLowerCase()}`] : undefined;
  return local || names.league_name || names.league_code;
}

/** One match of the list, before its names are put in the player's language. */
export interface MatchEntry {
  id: number;
  leagueKey: string;
  kickoff: Date;
  /** upcoming, or live (kicked off: listed, no longer priced). */
  status: SportsMatch['status'];
  names: SportsMatch;
}

/** One priced selection. Outrights (OR) belong to a league and have no match. */
export interface OddsLine {
  key: string;
  matchId: number | null;
  leagueKey: string;
  betType: BetType;
  /** H, D, A, O, U, E, Y, N, 1X, 12, X2, HD, W, or empty (total goals, any other score, no goal). */
  homeAway: string;
  /** The line: a handicap (-0.5), a total (2.5), a score (2-1), a band (0-1), FIRST/LAST, Y/N, a team code. */
  criteria1: string;
  odds: number;
  names: BetLine;
}

export function readMatch(match: SportsMatch): MatchEntry {
  return {
    id: match.match_id,
    leagueKey: match.league_code,
    kickoff: new Date(match.kickoff_time),
    status: match.status,
    names: match,
  };
}

/** A price the list can offer: a bet type it knows, odds that pay (above 1), a match unless an outright. */
export function readLine(line: BetLine): OddsLine | null {
  const betType = line.bet_type;
  if (!isBetType(betType) || line.odds <= 1) return null;
  if (line.match_id === null && betType !== 'OR') return null;
  return {
    key: `line-${line.line_id}`,
    matchId: line.match_id,
    leagueKey: line.league_code,
    betType,
    homeAway: line.home_away,
    criteria1: line.criteria1,
    odds: line.odds,
    names: line,
  };
}

/** Outcome order of the two- and three-way markets: home, draw, away; over before under; yes before no. */
const OUTCOME_ORDER = ['H', '1X', 'D', '12', 'A', 'X2', 'O', 'U', 'E', 'Y', 'N'];

export function byOutcome(a: OddsLine, b: OddsLine): number {
  const rank = (line: OddsLine) => {
    const index = OUTCOME_ORDER.indexOf(line.homeAway);
    return index === -1 ? OUTCOME_ORDER.length : index;
  };
  return rank(a) - rank(b);
}
