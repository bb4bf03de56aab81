import type { LocalisedMatchNames, LocalisedName, PublicOdds, SportsMatch } from '@wl/api';
import { baseBetType, isBetType, type BetType } from './bet-types';

/** A name in a language (lower-case code, as the odds answer keys it: en, cn, vi), else English, else any. */
export function nameIn(names: LocalisedName, language: string): string {
  return names[language.toLowerCase()] || names['en'] || Object.values(names)[0] || '';
}

/** The names of a match of the list in a language (lower-case code, as the field suffix), English otherwise. */
export function teamNames(names: LocalisedMatchNames, language: string): { home: string; away: string } {
  const lang = language.toLowerCase();
  return {
    home: names[`home_name_${lang}`] || names.home_team_name,
    away: names[`away_name_${lang}`] || names.away_team_name,
  };
}

/** The league of a match of the list, in each of the site's languages. */
export function leagueName(match: SportsMatch, language: string): string {
  return match[`league_name_${language.toLowerCase()}`] || match.league_name || match.league_code;
}

/** One match of the list, before its names are put in the player's language. */
export interface MatchEntry {
  id: number;
  leagueKey: string;
  kickoff: Date;
  /** upcoming; live or half_time in play; postponed. The live stream keeps it current. */
  status: SportsMatch['status'];
  /** The match clock in play, null otherwise. */
  minute: number | null;
  /** The score from kick-off on, null before. */
  score: { home: number; away: number } | null;
  /** Betting on the whole match is suspended (around a goal, kick-off, the restart). */
  suspended: boolean;
  names: SportsMatch;
}

/** The names of a price's event in each of the site's languages: an outright's team is `home`, with no `away`. */
export interface LineNames {
  home: LocalisedName;
  away: LocalisedName;
  league: LocalisedName;
}

/** One priced selection. Outrights (OR) belong to a league and have no match. */
export interface OddsLine {
  key: string;
  /** The price's id on the wire (line_id): what a bet names. */
  lineId: number;
  matchId: number | null;
  leagueKey: string;
  betType: BetType;
  /** H, D, A, O, U, E, Y, N, 1X, 12, X2, HD, W, or empty (total goals, any other score, no goal). */
  homeAway: string;
  /** The line: a handicap (-0.5), a total (2.5), a score (2-1), a band (0-1), FIRST/LAST, Y/N, a team code. */
  criteria1: string;
  odds: number;
  /** The price takes no bets for now (around a goal, kick-off); shown, not offered. */
  suspended: boolean;
  names: LineNames;
}

/** A price's teams and league in a language. */
export function lineNames(line: OddsLine, language: string): { home: string; away: string; league: string } {
  return {
    home: nameIn(line.names.home, language),
    away: nameIn(line.names.away, language),
    league: nameIn(line.names.league, language) || line.leagueKey,
  };
}

export function readMatch(match: SportsMatch): MatchEntry {
  const home = match.home_score;
  const away = match.away_score;
  return {
    id: match.match_id,
    leagueKey: match.league_code,
    kickoff: new Date(match.kickoff_time),
    status: match.status,
    minute: typeof match.minute === 'number' ? match.minute : null,
    score: typeof home === 'number' && typeof away === 'number' ? { home, away } : null,
    suspended: false,
    names: match,
  };
}

const NO_NAME: LocalisedName = {};

/** The key a price is known by in the browser (slip, buttons, live updates): from its line_id. */
export const lineKey = (lineId: number): string => `line-${lineId}`;

/**
 * The prices of the odds answer the list can offer: a bet type it knows, odds that pay (above 1). A match's
 * markets and a league's outrights become one line each, named from the answer's league and team tables.
 */
export function readOdds(answer: Partial<PublicOdds>): OddsLine[] {
  const teams = new Map((answer.teams ?? []).map((team) => [team.team_code, team.names]));
  const leagues = answer.leagues ?? [];
  const leagueNames = new Map(leagues.map((league) => [league.league_code, league.names]));
  const lines: OddsLine[] = [];
  for (const match of answer.matches ?? []) {
    const names: LineNames = {
      home: teams.get(match.home_team_code) ?? NO_NAME,
      away: teams.get(match.away_team_code) ?? NO_NAME,
      league: leagueNames.get(match.league_code) ?? NO_NAME,
    };
    for (const [betType, selections] of Object.entries(match.markets)) {
      if (!isBetType(betType) || betType === 'OR') continue;
      for (const selection of selections ?? []) {
        if (!(selection.odds > 1)) continue;
        lines.push({
          key: lineKey(selection.line_id),
          lineId: selection.line_id,
          matchId: match.match_id,
          leagueKey: match.league_code,
          betType,
          homeAway: selection.home_away ?? '',
          criteria1: selection.criteria1 ?? '',
          odds: selection.odds,
          suspended: selection.suspended === true,
          names,
        });
      }
    }
  }
  for (const league of leagues) {
    for (const outright of league.outrights) {
      if (!(outright.odds > 1)) continue;
      lines.push({
        key: lineKey(outright.line_id),
        lineId: outright.line_id,
        matchId: null,
        leagueKey: league.league_code,
        betType: 'OR',
        homeAway: 'W',
        criteria1: outright.team_code,
        odds: outright.odds,
        suspended: false,
        names: { home: teams.get(outright.team_code) ?? NO_NAME, away: NO_NAME, league: league.names },
      });
    }
  }
  return lines;
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

/** Handicap and total markets (and their first-half variants) come as pairs of lines: a main one, then quarter lines. */
export function isPairedMarket(type: BetType): boolean {
  const base = baseBetType(type);
  return base === 'HDP' || base === 'OU';
}

/** What ties the two sides of a pair: the total (2.5), or the handicap from the home side (-0.75 and +0.75 are one). */
function pairKey(line: OddsLine): string {
  if (baseBetType(line.betType) !== 'HDP') return line.criteria1;
  const handicap = Number(line.criteria1);
  if (!Number.isFinite(handicap)) return line.criteria1;
  return String(line.homeAway === 'A' ? -handicap : handicap);
}

/**
 * The lines of a handicap or total market as pairs (home then away, over then under), in the order the
 * answer lists them: the main (half) line first, then its quarter lines.
 */
export function linePairs(lines: readonly OddsLine[]): OddsLine[][] {
  const pairs = new Map<string, OddsLine[]>();
  for (const line of lines) {
    const key = pairKey(line);
    const pair = pairs.get(key);
    if (pair) pair.push(line);
    else pairs.set(key, [line]);
  }
  return [...pairs.values()].map((pair) => pair.sort(byOutcome));
}
