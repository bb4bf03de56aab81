// Platform-shaped answers of GET /api/home/match_list and GET /api/home/public_odds for the tests.
import type { BetLine, Envelope, LocalisedMatchNames, SportsMatch, ValueListResponse } from '@wl/api';

export const NOW = Date.parse('2025-06-14T10:00:00Z');

interface MatchSpec {
  id: number;
  league: 'epl' | 'liga';
  home: [string, string];
  away: [string, string];
  kickoff: string;
  status?: SportsMatch['status'];
}

/** The league of a match: its code, its English name, and (on matches only) its name per language. */
const LEAGUES = {
  epl: { code: 'epl', en: 'Premier League', vi: 'Ngoại hạng Anh' },
  liga: { code: 'liga', en: 'La Liga', vi: 'La Liga Tây Ban Nha' },
};

/** The names a match and each of its prices carry (the site speaks English and Vietnamese). */
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

let lineId = 100;
function line(
  match: MatchSpec,
  bet_type: string,
  home_away: string,
  criteria1: string,
  odds: number,
): BetLine {
  return {
    line_id: lineId++,
    match_id: match.id,
    kickoff_time: match.kickoff,
    bet_type,
    home_away,
    criteria1,
    odds,
    ...names(match),
  };
}

const [chelsea, arsenal, sevilla] = MATCHES as [MatchSpec, MatchSpec, MatchSpec, MatchSpec];

export const ODDS: BetLine[] = [
  // Sent out of outcome order on purpose: the list shows home, draw, away.
  line(arsenal, '1X2', 'A', '', 3.4),
  line(arsenal, '1X2', 'H', '', 2.1),
  line(arsenal, '1X2', 'D', '', 3.25),
  line(arsenal, 'HDP', 'H', '-0.5', 2.05),
  line(arsenal, 'HDP', 'A', '+0.5', 1.8),
  line(arsenal, 'OU', 'O', '2.5', 1.9),
  line(arsenal, 'OU', 'U', '2.5', 1.95),
  line(arsenal, '1X2H', 'H', '', 2.8),
  line(arsenal, '1X2H', 'D', '', 2.2),
  line(arsenal, '1X2H', 'A', '', 4.1),
  line(arsenal, 'CS', 'H', '1-0', 7.5),
  line(arsenal, 'CS', '', 'AOS', 15),
  line(chelsea, '1X2', 'H', '', 1.75),
  line(chelsea, '1X2', 'D', '', 3.8),
  line(chelsea, '1X2', 'A', '', 4.6),
  line(sevilla, '1X2', 'H', '', 2.4),
  line(sevilla, '1X2', 'D', '', 3.1),
  line(sevilla, '1X2', 'A', '', 2.9),
  line(sevilla, 'HDP', 'H', '-0.5', 2.3),
  line(sevilla, 'HDP', 'A', '+0.5', 1.62),
  // An outright: no match, the team is the home team, the away names are empty.
  {
    line_id: lineId++,
    match_id: null,
    kickoff_time: null,
    bet_type: 'OR',
    home_away: 'W',
    criteria1: 'ars',
    odds: 3.5,
    league_code: 'epl',
    league_name: 'Premier League',
    home_team_name: 'Arsenal',
    away_team_name: '',
    home_name_en: 'Arsenal',
    home_name_vi: 'Pháo thủ',
    away_name_en: '',
    away_name_vi: '',
  },
];

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

export const oddsAnswer = (): ValueListResponse<BetLine> & { value: BetLine[] } => ({
  statusCode: 1,
  message: 'OK',
  value: ODDS,
});

export const FAILED: Envelope = { statusCode: -503, message: 'serviceUnavailable' };
