import { currencyDigits } from '@wl/money';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sites, withdrawalFourEyes } from '../../db/schema';
import type { AuditTrail } from '../audit/audit-trail';
import { moneyErrors } from './money-errors';

/** The threshold of a site without one: 1,000.00 of its currency (1,000 for a currency of no decimals). */
export const DEFAULT_FOUR_EYES_MAJOR = 1_000;

export const defaultThresholdMinor = (currency: string) =>
  DEFAULT_FOUR_EYES_MAJOR * 10 ** currencyDigits(currency);

export interface FourEyesView {
  siteId: number;
  siteKey: string;
  currency: string;
  thresholdMinor: number;
  isDefault: boolean;
}

/** The four-eyes thresholds of some sites (the default where none is set), in the order of the ids given. */
export async function fourEyesOf(db: Db, siteIds: readonly number[]): Promise<FourEyesView[]> {
  if (siteIds.length === 0) return [];
  const rows = await db
    .select({
      siteId: sites.id,
      siteKey: sites.key,
      currency: sites.currency,
      thresholdMinor: withdrawalFourEyes.thresholdMinor,
    })
    .from(sites)
    .leftJoin(withdrawalFourEyes, eq(withdrawalFourEyes.siteId, sites.id))
    .where(inArray(sites.id, [...siteIds]));
  const byId = new Map(rows.map((row) => [row.siteId, row]));
  return siteIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const set = row.thresholdMinor !== null;
    return [
      {
        siteId: row.siteId,
        siteKey: row.siteKey,
        currency: row.currency,
        thresholdMinor: row.thresholdMinor ?? defaultThresholdMinor(row.currency),
        isDefault: !set,
      },
    ];
  });
}

/** Sets a site's threshold; the change and its audit entry commit together. */
export async function setFourEyes(
  db: Db,
  clock: () => Date,
  siteId: number,
  thresholdMinor: number,
  trail: AuditTrail,
): Promise<FourEyesView> {
  trail.about({ targetKind: 'site', targetId: String(siteId), siteId });
  await db.transaction(async (tx) => {
    const [before] = await fourEyesOf(tx, [siteId]);
    if (!before) throw moneyErrors.siteNotFound();
    await tx
      .insert(withdrawalFourEyes)
      .values({ siteId, thresholdMinor, updatedAt: clock() })
      .onConflictDoUpdate({
        target: withdrawalFourEyes.siteId,
        set: { thresholdMinor, updatedAt: clock() },
      });
    await trail.ok(tx, {
      before: { four_eyes_threshold_minor: before.thresholdMinor, is_default: before.isDefault },
      after: { four_eyes_threshold_minor: thresholdMinor, is_default: false },
    });
  });
  const [view] = await fourEyesOf(db, [siteId]);
  if (!view) throw moneyErrors.siteNotFound();
  return view;
}
