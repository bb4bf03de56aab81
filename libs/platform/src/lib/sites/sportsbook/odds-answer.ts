import type { OddsLeague, OddsMarkets, OddsMatch, OddsSelection, OddsTeam, PublicOdds } from '@wl/contract';
import { isBetType } from './bet-types';
import { namesIn } from './localised-names';
import type { LocalisedNames } from './sportsbook-types';

/** A named league or team as the query reads it. */
export interface NamedRow {
  code: string;
  names: LocalisedNames;
}

/** An upcoming match, soonest first. */
export interface PricedMatchRow {
  id: number;
  league: NamedRow;
  home: NamedRow;
  away: NamedRow;
  /** Betting on the whole match is suspended (around a goal, kick-off, the restart). */
  suspended?: boolean;
}

/** One price of a match's market, in the order they were priced. */
export interface MatchLineRow {
  id: number;
  matchId: number | null;
  betType: string;
  homeAway: string;
  criteria1: string;
  odds: number;
  suspended?: boolean;
}

/** One outright price, by league and favourite first. */
export interface OutrightRow {
  id: number;
  odds: number;
  league: NamedRow;
  team: NamedRow;
}

/** A selection without its empty side or line. */
function selection(line: MatchLineRow, matchSuspended: boolean): OddsSelection {
  return {
    line_id: line.id,
    ...(line.homeAway ? { home_away: line.homeAway } : {}),
    ...(line.criteria1 ? { criteria1: line.criteria1 } : {}),
    odds: line.odds,
    ...(line.suspended || matchSuspended ? { suspended: true } : {}),
  };
}

/**
 * The public_odds answer: each match's prices grouped by market (a match without any is left out), the
 * outrights under their league, and every league and team named once, in each of the site's languages.
 */
export function oddsAnswer(
  matches: readonly PricedMatchRow[],
  lines: readonly MatchLineRow[],
  outrights: readonly OutrightRow[],
  languages: readonly string[],
): PublicOdds {
  const leagues = new Map<string, OddsLeague>();
  const teams = new Map<string, OddsTeam>();
  const league = (row: NamedRow): OddsLeague => {
    let entry = leagues.get(row.code);
    if (!entry) {
      entry = { league_code: row.code, names: namesIn(row.names, languages), outrights: [] };
      leagues.set(row.code, entry);
    }
    return entry;
  };
  const team = (row: NamedRow): string => {
    if (!teams.has(row.code))
      teams.set(row.code, { team_code: row.code, names: namesIn(row.names, languages) });
    return row.code;
  };

  const suspendedMatches = new Set(matches.filter((m) => m.suspended).map((m) => m.id));
  const marketsByMatch = new Map<number, OddsMarkets>();
  for (const line of lines) {
    if (line.matchId === null || !isBetType(line.betType)) continue;
    let markets = marketsByMatch.get(line.matchId);
    if (!markets) marketsByMatch.set(line.matchId, (markets = {}));
    (markets[line.betType] ??= []).push(selection(line, suspendedMatches.has(line.matchId)));
  }

  const priced: OddsMatch[] = [];
  for (const match of matches) {
    const markets = marketsByMatch.get(match.id);
    if (!markets) continue;
    priced.push({
      match_id: match.id,
      league_code: league(match.league).league_code,
      home_team_code: team(match.home),
      away_team_code: team(match.away),
      markets,
    });
  }
  for (const outright of outrights) {
    league(outright.league).outrights.push({
      line_id: outright.id,
      team_code: team(outright.team),
      odds: outright.odds,
    });
  }
  return { matches: priced, leagues: [...leagues.values()], teams: [...teams.values()] };
}
