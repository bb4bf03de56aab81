import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { deposits, players, sites } from '../../db/schema';
import type { StaffActor } from '../staff/staff-types';
import { siteIdsOf } from './withdrawal-queue';

export interface ListedDepositView {
  row: typeof deposits.$inferSelect;
  siteKey: string;
  accountId: string;
}

/** The deposits of one state across the staff member's sites (or the one named), newest first. */
export async function depositList(
  db: Db,
  actor: StaffActor,
  filter: { siteId?: number; state: string; page: number; pageSize: number },
): Promise<{ rows: ListedDepositView[]; total: number }> {
  const siteIds = siteIdsOf(actor, filter.siteId);
  if (siteIds.length === 0) return { rows: [], total: 0 };
  const where = and(inArray(deposits.siteId, siteIds), eq(deposits.state, filter.state));
  const [rows, [counted]] = await Promise.all([
    db
      .select({ row: deposits, siteKey: sites.key, accountId: players.accountId })
      .from(deposits)
      .innerJoin(sites, eq(sites.id, deposits.siteId))
      .innerJoin(players, eq(players.id, deposits.playerId))
      .where(where)
      .orderBy(desc(deposits.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ n: count() }).from(deposits).where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}
