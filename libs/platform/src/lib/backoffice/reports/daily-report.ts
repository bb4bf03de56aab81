import type { DailyFigures } from '@wl/contract';
import { currencyDigits, toMajor } from '@wl/money';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/database-function';
import { REPORT_KINDS, REPORTED_KINDS, SUMMED_FIGURES } from './report-kinds';

/** A site's report period: UTC days, both included. */
export interface ReportPeriod {
  siteId: number;
  currency: string;
  from: string;
  to: string;
}

type MinorRow = Record<(typeof SUMMED_FIGURES)[number], string | number>;

/** `sum(case kind when 'bet' then amount when 'refund' then -amount end)` for one figure. */
function figureSum(figure: (typeof SUMMED_FIGURES)[number]): SQL {
  const cases = Object.entries(REPORT_KINDS[figure]).map(
    ([kind, sign]) => sql`WHEN ${kind} THEN ${sign}::bigint * t.amount_minor`,
  );
  return sql`coalesce(sum(CASE t.kind ${sql.join(cases, sql` `)} ELSE 0 END), 0) AS ${sql.identifier(figure)}`;
}

/** The period's first instant and the first instant after it (the day after `to`), as UTC days. */
export function periodBounds(period: { from: string; to: string }): { start: SQL; end: SQL } {
  return {
    start: sql`(${period.from}::date)::timestamp AT TIME ZONE 'UTC'`,
    end: sql`(${period.to}::date + 1)::timestamp AT TIME ZONE 'UTC'`,
  };
}

function figuresOf(
  row: MinorRow & { new_players: unknown; active_players: unknown },
  digits: number,
): DailyFigures {
  const major = (figure: (typeof SUMMED_FIGURES)[number]) => toMajor(Number(row[figure]), digits);
  const bets = Number(row.bets);
  const wins = Number(row.wins);
  return {
    deposits: major('deposits'),
    withdrawals: major('withdrawals'),
    bets: major('bets'),
    wins: major('wins'),
    ggr: toMajor(bets - wins, digits),
    bonus_cost: major('bonus_cost'),
    adjustments: major('adjustments'),
    new_players: Number(row.new_players),
    active_players: Number(row.active_players),
  };
}

/**
 * A site's money and players per UTC day over a period, read from the ledger (money in the site's
 * currency, the game asset only) and the players table. Every day has its row; the totals' active
 * players are the different players over the whole period.
 */
export async function dailyReport(
  db: Db,
  period: ReportPeriod,
): Promise<{ days: (DailyFigures & { day: string })[]; totals: DailyFigures }> {
  const sums = sql.join(SUMMED_FIGURES.map(figureSum), sql`, `);
  const kinds = sql.join(
    REPORTED_KINDS.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const { start, end } = periodBounds(period);
  const inPeriod = sql`t.site_id = ${period.siteId} AND t.asset = 'game' AND t.created_at >= ${start} AND t.created_at < ${end}`;
  const playersInPeriod = sql`p.site_id = ${period.siteId} AND p.created_at >= ${start} AND p.created_at < ${end}`;
  const dayOf = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`;

  const [dayRows, totalRows] = await Promise.all([
    rowsOf<MinorRow & { day: string; new_players: number; active_players: number }>(
      db,
      sql`
      WITH days AS (
        SELECT to_char(d, 'YYYY-MM-DD') AS day
        FROM generate_series(${period.from}::date, ${period.to}::date, interval '1 day') AS d
      ),
      money AS (
        SELECT ${dayOf(sql`t.created_at`)} AS day, ${sums},
          count(DISTINCT t.player_id) FILTER (WHERE t.kind = 'bet') AS active_players
        FROM ledger_transactions t
        WHERE ${inPeriod} AND t.kind IN (${kinds})
        GROUP BY 1
      ),
      joined AS (
        SELECT ${dayOf(sql`p.created_at`)} AS day, count(*) AS new_players
        FROM players p WHERE ${playersInPeriod}
        GROUP BY 1
      )
      SELECT days.day, ${sql.join(
        SUMMED_FIGURES.map(
          (figure) => sql`coalesce(money.${sql.identifier(figure)}, 0) AS ${sql.identifier(figure)}`,
        ),
        sql`, `,
      )},
        coalesce(joined.new_players, 0) AS new_players,
        coalesce(money.active_players, 0) AS active_players
      FROM days
      LEFT JOIN money ON money.day = days.day
      LEFT JOIN joined ON joined.day = days.day
      ORDER BY days.day`,
    ),
    rowsOf<MinorRow & { new_players: number; active_players: number }>(
      db,
      sql`
      SELECT ${sums},
        count(DISTINCT t.player_id) FILTER (WHERE t.kind = 'bet') AS active_players,
        (SELECT count(*) FROM players p WHERE ${playersInPeriod}) AS new_players
      FROM ledger_transactions t
      WHERE ${inPeriod} AND t.kind IN (${kinds})`,
    ),
  ]);
  const digits = currencyDigits(period.currency);
  const total = totalRows[0];
  if (!total) throw new Error('the totals query answered no row');
  return {
    days: dayRows.map((row) => ({ day: row.day, ...figuresOf(row, digits) })),
    totals: figuresOf(total, digits),
  };
}
