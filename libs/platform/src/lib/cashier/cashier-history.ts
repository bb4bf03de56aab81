import type { CashierTransaction } from '@wl/contract';
import { desc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowsOf } from '../db/database-function';
import { deposits, withdrawals } from '../db/schema';
import type { Member } from '../players/player-types';
import { depositWire, timelinesOf } from './cashier-records';
import type { WithdrawalService } from './withdrawal-service';

/** The player's deposits and withdrawals together, newest first, a page at a time. */
export function createCashierHistory(db: Db, withdrawalService: WithdrawalService) {
  return {
    async page(
      member: Member,
      type: 'deposit' | 'withdrawal' | undefined,
      page: number,
      pageSize: number,
    ): Promise<{ value: CashierTransaction[]; total: number }> {
      const player = member.player.id;
      const parts = [
        type !== 'withdrawal'
          ? sql`SELECT 'deposit' AS subject, id, created_at FROM deposits WHERE player_id = ${player}`
          : undefined,
        type !== 'deposit'
          ? sql`SELECT 'withdrawal' AS subject, id, created_at FROM withdrawals WHERE player_id = ${player}`
          : undefined,
      ].filter((part) => part !== undefined);
      const union = sql.join(parts, sql` UNION ALL `);
      const [keys, [count]] = await Promise.all([
        rowsOf<{ subject: 'deposit' | 'withdrawal'; id: number }>(
          db,
          sql`SELECT subject, id FROM (${union}) u ORDER BY created_at DESC, id DESC
              LIMIT ${pageSize} OFFSET ${(page - 1) * pageSize}`,
        ),
        rowsOf<{ n: number }>(db, sql`SELECT count(*) AS n FROM (${union}) u`),
      ]);
      const ids = (subject: string) => keys.filter((k) => k.subject === subject).map((k) => Number(k.id));
      const [depositRows, withdrawalRows] = await Promise.all([
        ids('deposit').length
          ? db
              .select()
              .from(deposits)
              .where(inArray(deposits.id, ids('deposit')))
              .orderBy(desc(deposits.id))
          : [],
        ids('withdrawal').length
          ? db
              .select()
              .from(withdrawals)
              .where(inArray(withdrawals.id, ids('withdrawal')))
          : [],
      ]);
      const depositTimelines = await timelinesOf(db, 'deposit', ids('deposit'));
      const withdrawalWires = new Map(
        (await withdrawalService.wires(withdrawalRows)).map((wire) => [wire.id, wire]),
      );
      const byKey = new Map<string, CashierTransaction>();
      for (const row of depositRows)
        byKey.set(`deposit:${row.id}`, depositWire(row, depositTimelines.get(row.id) ?? []));
      for (const row of withdrawalRows) {
        const wire = withdrawalWires.get(row.publicId);
        if (wire) byKey.set(`withdrawal:${row.id}`, wire);
      }
      return {
        total: Number(count?.n ?? 0),
        value: keys.flatMap((k) => byKey.get(`${k.subject}:${Number(k.id)}`) ?? []),
      };
    },
  };
}
