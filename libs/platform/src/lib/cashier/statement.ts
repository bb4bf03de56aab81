import { MAX_STATEMENT_CSV_LINES, STATEMENT_TYPES, type StatementLine } from '@wl/contract';
import { currencyDigits, minorToText, toMajor } from '@wl/money';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowsOf } from '../db/database-function';
import type { LedgerKind } from '../players/ledger';
import type { Member } from '../players/player-types';

type StatementType = (typeof STATEMENT_TYPES)[number];

/** Which statement type each ledger kind of the game balance is. */
const TYPE_OF: Readonly<Record<LedgerKind, StatementType>> = {
  deposit: 'deposit',
  withdrawal: 'withdrawal',
  withdrawalHold: 'withdrawal',
  withdrawalRelease: 'withdrawal',
  withdrawalPayout: 'withdrawal',
  bet: 'bet',
  win: 'win',
  refund: 'refund',
  reward: 'bonus',
  credit: 'adjustment',
  debit: 'adjustment',
  tokenFreeze: 'adjustment',
  tokenRelease: 'adjustment',
};

const LABEL: Readonly<Record<LedgerKind, string>> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  withdrawalHold: 'Withdrawal requested, amount held',
  withdrawalRelease: 'Withdrawal hold returned',
  withdrawalPayout: 'Withdrawal paid out from the held amount',
  bet: 'Bet',
  win: 'Win',
  refund: 'Bet refunded',
  reward: 'Bonus',
  credit: 'Adjustment',
  debit: 'Adjustment',
  tokenFreeze: 'Tokens held',
  tokenRelease: 'Tokens released',
};

export interface StatementQuery {
  dateFrom?: string;
  dateTo?: string;
  type?: StatementType;
}

interface Row {
  id: number;
  at: Date | string;
  kind: LedgerKind;
  reason: string;
  amount: number;
  balance: number | null;
}

const kindsOf = (type: StatementType) =>
  (Object.keys(TYPE_OF) as LedgerKind[]).filter((kind) => TYPE_OF[kind] === type);

/**
 * The player's statement: every movement of the game balance, one line per posting, newest first. It
 * reads the available pocket's entries (index ledger_entries_account_idx: account, id), plus the payouts,
 * which move only the frozen pocket: their line changes the available balance by 0 and shows the balance
 * it had then.
 */
export function createStatement(db: Db) {
  function lines(member: Member, query: StatementQuery, page: SQL): Promise<Row[]> {
    return rowsOf<Row>(db, sql`${selection(member, query)} ORDER BY id DESC ${page}`);
  }

  function selection(member: Member, query: StatementQuery): SQL {
    const player = member.player.id;
    const filters: SQL[] = [];
    if (query.dateFrom) filters.push(sql`t.created_at >= ${query.dateFrom}::date`);
    if (query.dateTo) filters.push(sql`t.created_at < ${query.dateTo}::date + 1`);
    if (query.type)
      filters.push(
        sql`t.kind IN (${sql.join(
          kindsOf(query.type).map((k) => sql`${k}`),
          sql`, `,
        )})`,
      );
    const where = filters.length ? sql` AND ${sql.join(filters, sql` AND `)}` : sql``;
    return sql`
      WITH pockets AS (
        SELECT
          (SELECT id FROM ledger_accounts WHERE player_id = ${player} AND asset = 'game' AND pocket = 'available') AS available,
          (SELECT id FROM ledger_accounts WHERE player_id = ${player} AND asset = 'game' AND pocket = 'frozen') AS frozen
      )
      SELECT * FROM (
        SELECT t.id, t.created_at AS at, t.kind, t.reason, e.amount_minor AS amount, e.balance_after_minor AS balance
          FROM pockets p JOIN ledger_entries e ON e.account_id = p.available
          JOIN ledger_transactions t ON t.id = e.transaction_id
         WHERE true ${where}
        UNION ALL
        SELECT t.id, t.created_at, t.kind, t.reason, 0,
               (SELECT b.balance_after_minor FROM ledger_entries b
                 WHERE b.account_id = p.available AND b.id < e.id ORDER BY b.id DESC LIMIT 1)
          FROM pockets p JOIN ledger_entries e ON e.account_id = p.frozen
          JOIN ledger_transactions t ON t.id = e.transaction_id
         WHERE t.kind = 'withdrawalPayout' ${where}
      ) lines`;
  }

  const describe = (row: Row) => (row.reason ? `${LABEL[row.kind]} · ${row.reason}` : LABEL[row.kind]);

  return {
    async page(
      member: Member,
      query: StatementQuery,
      page: number,
      pageSize: number,
    ): Promise<{ value: StatementLine[]; total: number }> {
      const digits = currencyDigits(member.site.currency);
      const [rows, [count]] = await Promise.all([
        lines(member, query, sql`LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`),
        rowsOf<{ n: number }>(db, sql`SELECT count(*) AS n FROM (${selection(member, query)}) counted`),
      ]);
      return {
        total: Number(count?.n ?? 0),
        value: rows.map((row) => ({
          id: Number(row.id),
          at: new Date(row.at).toISOString(),
          type: TYPE_OF[row.kind],
          kind: row.kind,
          description: describe(row),
          amount: toMajor(Number(row.amount), digits),
          balance: toMajor(Number(row.balance ?? 0), digits),
        })),
      };
    },

    /** The selection as CSV, at most MAX_STATEMENT_CSV_LINES lines, newest first. */
    async csv(
      member: Member,
      query: StatementQuery,
    ): Promise<{ filename: string; csv: string; truncated: boolean }> {
      const digits = currencyDigits(member.site.currency);
      const rows = await lines(member, query, sql`LIMIT ${MAX_STATEMENT_CSV_LINES + 1}`);
      const cell = (value: string) => (/[",\n\r]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
      // A cell starting with = + - @ would be a formula in a spreadsheet: descriptions are quoted text.
      const text = (value: string) => cell(/^[=+\-@]/.test(value) ? `'${value}` : value);
      const body = rows
        .slice(0, MAX_STATEMENT_CSV_LINES)
        .map((row) =>
          [
            new Date(row.at).toISOString(),
            TYPE_OF[row.kind],
            text(describe(row)),
            minorToText(Number(row.amount), digits),
            minorToText(Number(row.balance ?? 0), digits),
          ].join(','),
        );
      const header = `time,type,description,amount (${member.site.currency}),balance (${member.site.currency})`;
      const range = [query.dateFrom, query.dateTo].filter(Boolean).join('_to_') || 'all';
      return {
        filename: `statement-${member.player.accountId}-${range}.csv`,
        csv: `${[header, ...body].join('\r\n')}\r\n`,
        truncated: rows.length > MAX_STATEMENT_CSV_LINES,
      };
    },
  };
}
