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
  minute?: number;
  score?: [number, number];
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
    minute: 67,
    score: [2, 1],
  },
];

/** A team's code in the odds answer's table. */
const code = (team: [string, string]) => team[0].slice(0, 3).toLowerCase();

type Price = [
  match: MatchSpec,
  betType: BetType,
  homeAway: string,
  criteria1: string,
  odds: number,
  suspended?: boolean,
];

const [chelsea, arsenal, sevilla, girona] = MATCHES as [MatchSpec, MatchSpec, MatchSpec, MatchSpec];

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
  // The quarter lines of Arsenal's handicap and total, after their main (half) lines.
  [arsenal, 'HDP', 'H', '-0.75', 2.3],
  [arsenal, 'HDP', 'A', '+0.75', 1.62],
  [arsenal, 'HDP', 'H', '-0.25', 1.85],
  [arsenal, 'HDP', 'A', '+0.25', 1.98],
  [arsenal, 'OU', 'O', '2.75', 2.1],
  [arsenal, 'OU', 'U', '2.75', 1.72],
  [arsenal, 'OU', 'O', '2.25', 1.7],
  [arsenal, 'OU', 'U', '2.25', 2.15],
  // In play: the live match's result, its draw suspended.
  [girona, '1X2', 'H', '', 1.6],
  [girona, '1X2', 'D', '', 3.9, true],
  [girona, '1X2', 'A', '', 5.5],
];

/** The line_id of a price of PRICES (ids from 100 in their order). */
export function priceId(match: number, betType: BetType, homeAway: string, criteria1 = ''): number {
  const index = PRICES.findIndex(
    ([spec, type, side, line]) =>
      spec.id === match && type === betType && side === homeAway && line === criteria1,
  );
  if (index === -1) throw new Error(`no price ${match} ${betType} ${homeAway} ${criteria1}`);
  return 100 + index;
}

/**
 * The odds answer as the platform sends it: each match's prices by bet type (ids from 100 in the order
 * above), an outright of the Premier League, and the leagues and teams named once in English and
 * Vietnamese. `keep` leaves out the prices of other bet types.
 */
export function publicOdds(keep: (betType: BetType) => boolean = () => true): PublicOdds {
  const matches = new Map<number, OddsMatch>();
  PRICES.forEach(([match, betType, homeAway, criteria1, odds, suspended], index) => {
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
      ...(suspended ? { suspended } : {}),
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
    minute: spec.minute ?? null,
    home_score: spec.score?.[0] ?? null,
    away_score: spec.score?.[1] ?? null,
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

/**
 * The odds answer of a query as the platform filters it: one bet type (outrights only for OR), or every
 * market of one match (no outrights).
 */
export function oddsFor(
  query: { bet_type?: BetType; match_id?: number } = {},
): PublicOddsResponse & PublicOdds {
  const answer = oddsAnswer((type) => query.bet_type === undefined || type === query.bet_type);
  if (query.match_id === undefined) return answer;
  return {
    ...answer,
    matches: answer.matches.filter((match) => match.match_id === query.match_id),
    leagues: answer.leagues.map((league) => ({ ...league, outrights: [] })),
  };
}

/** The odds answer of a site that offers nothing to bet on. */
export const NO_ODDS: PublicOddsResponse & PublicOdds = {
  statusCode: 1,
  message: 'OK',
  matches: [],
  leagues: [],
  teams: [],
};

export const FAILED: Envelope = { statusCode: -503, message: 'serviceUnavailable' };
