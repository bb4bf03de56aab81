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
  winCorrection: 'win',
  refund: 'refund',
  reward: 'bonus',
  credit: 'adjustment',
  debit: 'adjustment',
  tokenFreeze: 'adjustment',
  tokenRelease: 'adjustment',
  tokenStake: 'adjustment',
  tokenEarn: 'adjustment',
  minigamePrize: 'bonus',
  missionReward: 'bonus',
  leaderboardPrize: 'bonus',
  referralCommission: 'bonus',
  bonusGrant: 'bonus',
  bonusRelease: 'bonus',
  bonusForfeit: 'bonus',
};

const LABEL: Readonly<Record<LedgerKind, string>> = {
  deposit: 'Deposit',
  withdrawal: 'Withdrawal',
  withdrawalHold: 'Withdrawal requested, amount held',
  withdrawalRelease: 'Withdrawal hold returned',
  withdrawalPayout: 'Withdrawal paid out from the held amount',
  bet: 'Bet',
  win: 'Win',
  winCorrection: 'Win corrected after a score correction',
  refund: 'Bet refunded',
  reward: 'Bonus',
  credit: 'Adjustment',
  debit: 'Adjustment',
  tokenFreeze: 'Tokens held',
  tokenRelease: 'Tokens released',
  tokenStake: 'Tokens spent in a token game',
  tokenEarn: 'Tokens earned by play',
  minigamePrize: 'Token game prize',
  missionReward: 'Mission reward',
  leaderboardPrize: 'Leaderboard prize',
  referralCommission: 'Referral commission',
  bonusGrant: 'Bonus money granted (kept apart until wagered)',
  bonusRelease: 'Bonus wagering met: bonus became cash',
  bonusForfeit: 'Bonus money expired or given up',
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
 * The player's statement: every movement of the game balance, one line per posting, newest first, from
 * the database functions of migration 0011 (cashier_statement_lines, cashier_statement_count).
 */
export function createStatement(db: Db) {
  /** The functions' filter arguments: a day range as [from, to) in UTC, and the kinds of the type. */
  function filters(query: StatementQuery): SQL {
    const from = query.dateFrom ? `${query.dateFrom}T00:00:00Z` : null;
    const to = query.dateTo
      ? new Date(Date.parse(`${query.dateTo}T00:00:00Z`) + 86_400_000).toISOString()
      : null;
    const kinds = query.type ? kindsOf(query.type).join(',') : null;
    return sql`${from}::timestamptz, ${to}::timestamptz, string_to_array(${kinds}::text, ',')`;
  }

  function lines(member: Member, query: StatementQuery, limit: number, offset: number): Promise<Row[]> {
    return rowsOf<Row>(
      db,
      sql`SELECT * FROM cashier_statement_lines(${member.player.id}::integer, ${filters(query)}, ${limit}::integer, ${offset}::integer)`,
    );
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
        lines(member, query, pageSize, (page - 1) * pageSize),
        rowsOf<{ n: number }>(
          db,
          sql`SELECT cashier_statement_count(${member.player.id}::integer, ${filters(query)}) AS n`,
        ),
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
      const rows = await lines(member, query, MAX_STATEMENT_CSV_LINES + 1, 0);
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
