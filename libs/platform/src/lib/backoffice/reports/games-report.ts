import { MAX_REPORT_GAMES } from '@wl/contract';
import { currencyDigits, toMajor } from '@wl/money';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/database-function';
import { periodBounds, type ReportPeriod } from './daily-report';

interface FigureRow {
  rounds: number | string;
  players: number | string;
  bets: number | string;
  wins: number | string;
}

export interface GameFigures {
  rounds: number;
  players: number;
  bets: number;
  wins: number;
  ggr: number;
}

const FIGURES = sql`count(*) AS rounds, count(DISTINCT r.player_id) AS players,
  coalesce(sum(r.bet_minor - r.refund_minor), 0) AS bets, coalesce(sum(r.win_minor), 0) AS wins`;

function figuresOf(row: FigureRow, digits: number): GameFigures {
  const bets = Number(row.bets);
  const wins = Number(row.wins);
  return {
    rounds: Number(row.rounds),
    players: Number(row.players),
    bets: toMajor(bets, digits),
    wins: toMajor(wins, digits),
    ggr: toMajor(bets - wins, digits),
  };
}

/**
 * A site's studio rounds over a period (by the UTC day each started), by provider and by game; the
 * games are the MAX_REPORT_GAMES with the highest gross gaming revenue.
 */
export async function gamesReport(
  db: Db,
  period: ReportPeriod,
): Promise<{
  providers: (GameFigures & { provider: string })[];
  games: (GameFigures & { provider: string; game: string; name: string })[];
}> {
  const { start, end } = periodBounds(period);
  const inPeriod = sql`r.site_id = ${period.siteId} AND r.started_at >= ${start} AND r.started_at < ${end}`;
  const [providers, games] = await Promise.all([
    rowsOf<FigureRow & { provider: string }>(
      db,
      sql`SELECT r.provider_code AS provider, ${FIGURES}
        FROM game_rounds r WHERE ${inPeriod}
        GROUP BY r.provider_code ORDER BY sum(r.bet_minor - r.refund_minor - r.win_minor) DESC, r.provider_code`,
    ),
    rowsOf<FigureRow & { provider: string; game: string; name: string }>(
      db,
      sql`SELECT r.provider_code AS provider, r.game_code AS game, max(r.game_name) AS name, ${FIGURES}
        FROM game_rounds r WHERE ${inPeriod}
        GROUP BY r.provider_code, r.game_code
        ORDER BY sum(r.bet_minor - r.refund_minor - r.win_minor) DESC, r.provider_code, r.game_code
        LIMIT ${MAX_REPORT_GAMES}`,
    ),
  ]);
  const digits = currencyDigits(period.currency);
  return {
    providers: providers.map((row) => ({ provider: row.provider, ...figuresOf(row, digits) })),
    games: games.map((row) => ({
      provider: row.provider,
      game: row.game,
      name: row.name,
      ...figuresOf(row, digits),
    })),
  };
}
