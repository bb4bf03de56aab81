// Platform-shaped answers of GET /api/home/match_list and GET /api/home/public_odds for the tests.
import type {
  Envelope,
  LocalisedMatchNames,
  OddsLeague,
  OddsMatch,
  PublicOdds,
  PublicOddsResponse,
  SportsMatch,
  ValueListResponse,
} from '@wl/api';
import type { BetType } from '../lib/bet-types';

export const NOW = Date.parse('2025-06-14T10:00:00Z');

interface MatchSpec {
  id: number;
  league: 'epl' | 'liga';
  home: [string, string];
  away: [string, string];
  kickoff: string;
  status?: SportsMatch['status'];
}

/** The league of a match: its code and its names in English and Vietnamese. */
const LEAGUES = {
  epl: { code: 'epl', en: 'Premier League', vi: 'Ngoại hạng Anh' },
  liga: { code: 'liga', en: 'La Liga', vi: 'La Liga Tây Ban Nha' },
};

/** The names a match of the list carries (the site speaks English and Vietnamese). */
function names(spec: MatchSpec): LocalisedMatchNames {
  return {
    league_code: LEAGUES[spec.league].code,
    league_name: LEAGUES[spec.league].en,
    home_team_name: spec.home[0],
    away_team_name: spec.away[0],
    home_name_en: spec.home[0],
    home_name_vi: spec.home[1],
    away_name_en: spec.away[0],
    away_name_vi: spec.away[1],
  };
}

export const MATCHES: MatchSpec[] = [
  {
    id: 3,
    league: 'epl',
    home: ['Chelsea', 'Chelsea FC'],
    away: ['Everton', 'Everton FC'],
    kickoff: '2025-06-15T16:00:00Z',
  },
  {
    id: 1,
    league: 'epl',
    home: ['Arsenal', 'Pháo thủ'],
    away: ['Liverpool', 'Lữ đoàn đỏ'],
    kickoff: '2025-06-14T14:00:00Z',
  },
  {
    id: 2,
    league: 'liga',
    home: ['Sevilla', 'Sevilla FC'],
    away: ['Valencia', 'Valencia CF'],
    kickoff: '2025-06-14T19:00:00Z',
  },
  {
    id: 4,
    league: 'liga',
    home: ['Girona', 'Girona FC'],
    away: ['Betis', 'Real Betis'],
    kickoff: '2025-06-14T09:00:00Z',
    status: 'live',
  },
];

/** A team's code in the odds answer's table. */
const code = (team: [string, string]) => team[0].slice(0, 3).toLowerCase();

type Price = [match: MatchSpec, betType: BetType, homeAway: string, criteria1: string, odds: number];

const [chelsea, arsenal, sevilla] = MATCHES as [MatchSpec, MatchSpec, MatchSpec, MatchSpec];

export const PRICES: Price[] = [
  // Sent out of outcome order on purpose: the list shows home, draw, away.
  [arsenal, '1X2', 'A', '', 3.4],
  [arsenal, '1X2', 'H', '', 2.1],
  [arsenal, '1X2', 'D', '', 3.25],
  [arsenal, 'HDP', 'H', '-0.5', 2.05],
  [arsenal, 'HDP', 'A', '+0.5', 1.8],
  [arsenal, 'OU', 'O', '2.5', 1.9],
  [arsenal, 'OU', 'U', '2.5', 1.95],
  [arsenal, '1X2H', 'H', '', 2.8],
  [arsenal, '1X2H', 'D', '', 2.2],
  [arsenal, '1X2H', 'A', '', 4.1],
  [arsenal, 'CS', 'H', '1-0', 7.5],
  [arsenal, 'CS', '', 'AOS', 15],
  [chelsea, '1X2', 'H', '', 1.75],
  [chelsea, '1X2', 'D', '', 3.8],
  [chelsea, '1X2', 'A', '', 4.6],
  [sevilla, '1X2', 'H', '', 2.4],
  [sevilla, '1X2', 'D', '', 3.1],
  [sevilla, '1X2', 'A', '', 2.9],
  [sevilla, 'HDP', 'H', '-0.5', 2.3],
  [sevilla, 'HDP', 'A', '+0.5', 1.62],
];

/**
 * The odds answer as the platform sends it: each match's prices by bet type (ids from 100 in the order
 * above), an outright of the Premier League, and the leagues and teams named once in English and
 * Vietnamese. `keep` leaves out the prices of other bet types.
 */
export function publicOdds(keep: (betType: BetType) => boolean = () => true): PublicOdds {
  const matches = new Map<number, OddsMatch>();
  PRICES.forEach(([match, betType, homeAway, criteria1, odds], index) => {
    if (!keep(betType)) return;
    let entry = matches.get(match.id);
    if (!entry) {
      entry = {
        match_id: match.id,
        league_code: match.league,
        home_team_code: code(match.home),
        away_team_code: code(match.away),
        markets: {},
      };
      matches.set(match.id, entry);
    }
    (entry.markets[betType] ??= []).push({
      line_id: 100 + index,
      ...(homeAway ? { home_away: homeAway } : {}),
      ...(criteria1 ? { criteria1 } : {}),
      odds,
    });
  });
  const teams = new Map<string, [string, string]>();
  for (const match of matches.values()) {
    const spec = MATCHES.find((m) => m.id === match.match_id);
    if (spec) teams.set(code(spec.home), spec.home).set(code(spec.away), spec.away);
  }
  // The outright's team, named even when its matches are left out.
  teams.set('ars', arsenal.home);
  const leagues: OddsLeague[] = Object.values(LEAGUES).map((league) => ({
    league_code: league.code,
    names: { en: league.en, vi: league.vi },
    // An outright: the league's winner, the team's code as the line.
    outrights: league.code === 'epl' && keep('OR') ? [{ line_id: 200, team_code: 'ars', odds: 3.5 }] : [],
  }));
  return {
    matches: [...matches.values()],
    leagues,
    teams: [...teams].map(([team_code, [en, vi]]) => ({ team_code, names: { en, vi } })),
  };
}

/** A match of the list, as the platform sends it. */
function matchItem(spec: MatchSpec): SportsMatch {
  return {
    match_id: spec.id,
    kickoff_time: spec.kickoff,
    status: spec.status ?? 'upcoming',
    ...names(spec),
    league_name_en: LEAGUES[spec.league].en,
    league_name_vi: LEAGUES[spec.league].vi,
  };
}

export const matchListAnswer = (): ValueListResponse<SportsMatch> & { value: SportsMatch[] } => ({
  statusCode: 1,
  message: 'OK',
  value: MATCHES.map(matchItem),
});

export const oddsAnswer = (keep?: (betType: BetType) => boolean): PublicOddsResponse & PublicOdds => ({
  statusCode: 1,
  message: 'OK',
  ...publicOdds(keep),
});

/** The odds answer of a site that offers nothing to bet on. */
export const NO_ODDS: PublicOddsResponse & PublicOdds = {
  statusCode: 1,
  message: 'OK',
  matches: [],
  leagues: [],
  teams: [],
};

export const FAILED: Envelope = { statusCode: -503, message: 'serviceUnavailable' };
