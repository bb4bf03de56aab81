// Test-only: sports bets as the platform answers them (`sports/bets`, `sports/cash_out`).
import type { SportsBet, SportsBetLeg } from '@wl/api';
import { okAnswer } from '@wl/testing';

/** A leg of Arsenal v Chelsea in the Premier League, full-time result, home, not kicked off. */
export const sportsLeg = (fields: Partial<SportsBetLeg> = {}): SportsBetLeg => ({
  line_id: 101,
  match_id: 11,
  kickoff_time: '2025-03-15T15:00:00Z',
  ends_at: null,
  league_code: 'EPL',
  league: { en: 'Premier League', vi: 'Ngoại hạng Anh' },
  home_team: { en: 'Arsenal', vi: 'Arsenal FC' },
  away_team: { en: 'Chelsea', vi: 'Chelsea FC' },
  bet_type: '1X2',
  home_away: 'H',
  criteria1: '',
  odds: 2.1,
  result: null,
  match_status: 'scheduled',
  score: null,
  ...fields,
});

/** An open single of ₱10.00 at 2.10, with a cash-out offer of ₱12.00. */
export const sportsBet = (id: string, fields: Partial<SportsBet> = {}): SportsBet => ({
  bet_id: id,
  kind: 'single',
  state: 'open',
  stake: 10,
  odds: 2.1,
  potential_return: 21,
  return: null,
  cash_out: 12,
  placed_at: '2025-03-14T09:00:00Z',
  settled_at: null,
  legs: [sportsLeg()],
  ...fields,
});

/** A lost parlay of three legs, settled: a win, a half win and a loss. */
export const settledParlay = (id: string): SportsBet =>
  sportsBet(id, {
    kind: 'parlay',
    state: 'lost',
    stake: 5,
    odds: 7.35,
    potential_return: 36.75,
    return: 0,
    cash_out: null,
    settled_at: '2025-03-13T21:00:00Z',
    legs: [
      sportsLeg({ line_id: 201, match_status: 'finished', score: { home: 2, away: 1 }, result: 'win' }),
      sportsLeg({
        line_id: 202,
        match_id: 12,
        home_team: { en: 'Real Madrid' },
        away_team: { en: 'Sevilla' },
        league: { en: 'La Liga' },
        league_code: 'LALIGA',
        bet_type: 'HDP',
        home_away: 'A',
        criteria1: '+0.25',
        odds: 1.75,
        match_status: 'finished',
        score: { home: 1, away: 1 },
        result: 'halfWin',
      }),
      sportsLeg({
        line_id: 203,
        match_id: 13,
        bet_type: 'OU',
        home_away: 'O',
        criteria1: '2.5',
        odds: 2,
        match_status: 'finished',
        score: { home: 1, away: 0 },
        result: 'lose',
      }),
    ],
  });

export const betsPage = (bets: SportsBet[], total = bets.length, page = 1) =>
  okAnswer('sports/bets', { value: bets, total, page, page_size: 10 });

/** The cash out done: the bet cashed out for `amount`, and the balance after it. */
export const cashedOut = (bet: SportsBet, amount: number, balance: number) =>
  okAnswer('sports/cash_out', {
    bet: { ...bet, state: 'cashed_out', return: amount, cash_out: null, settled_at: '2025-03-14T10:00:00Z' },
    currency: 'PHP',
    game_balance: balance,
    game_token: 4,
    frozen_token: 0,
  });

/** The offer moved (or is gone: null) since the player saw it. */
export const offerChanged = (offer: number | null) => ({
  statusCode: 0,
  message: 'cashOutChanged',
  cash_out: offer,
});

/** The startup answer's providers of a site with a sportsbook. */
export const WITH_SPORTSBOOK = {
  provider_count: [
    { provider_code: 'SABA', category: 'sportsbook', count: 1 },
    { provider_code: 'JILI', category: 'slots', count: 20 },
  ],
};
