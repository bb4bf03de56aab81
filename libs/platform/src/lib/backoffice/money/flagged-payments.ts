import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { deposits, pspNotifications, sites, withdrawals } from '../../db/schema';
import type { StaffActor } from '../staff/staff-types';
import { siteIdsOf } from './withdrawal-queue';

export interface FlaggedPaymentView {
  row: typeof pspNotifications.$inferSelect;
  siteId: number | null;
  siteKey: string | null;
}

/**
 * The flagged PSP notifications of the staff member's sites (or the one named), newest first. A
 * notification's site is that of the deposit or withdrawal its reference names; one naming neither has
 * no site, and only an owner (every site) sees it, when no site is named.
 */
export async function flaggedPayments(
  db: Db,
  actor: StaffActor,
  filter: { siteId?: number; page: number; pageSize: number },
): Promise<{ rows: FlaggedPaymentView[]; total: number }> {
  const siteIds = siteIdsOf(actor, filter.siteId);
  const siteOf = sql<number | null>`coalesce(${deposits.siteId}, ${withdrawals.siteId})`;
  const mine = siteIds.length === 0 ? sql`false` : inArray(siteOf, siteIds);
  const where = and(
    eq(pspNotifications.flagged, true),
    actor.allSites && filter.siteId === undefined
      ? or(mine, and(isNull(deposits.id), isNull(withdrawals.id)))
      : mine,
  );
  const base = () =>
    db
      .select({ row: pspNotifications, siteId: siteOf, siteKey: sites.key })
      .from(pspNotifications)
      .leftJoin(deposits, eq(deposits.publicId, pspNotifications.reference))
      .leftJoin(withdrawals, eq(withdrawals.publicId, pspNotifications.reference))
      .leftJoin(sites, eq(sites.id, siteOf));
  const [rows, [counted]] = await Promise.all([
    base()
      .where(where)
      .orderBy(desc(pspNotifications.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db
      .select({ n: count() })
      .from(pspNotifications)
      .leftJoin(deposits, eq(deposits.publicId, pspNotifications.reference))
      .leftJoin(withdrawals, eq(withdrawals.publicId, pspNotifications.reference))
      .where(where),
  ]);
  return {
    rows: rows.map((found) => ({
      row: found.row,
      siteId: found.siteId === null ? null : Number(found.siteId),
      siteKey: found.siteKey,
    })),
    total: Number(counted?.n ?? 0),
  };
}
