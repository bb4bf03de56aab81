import { and, count, eq, max } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { promotions } from '../../db/schema';
import type { PromotionRow } from '../../rewards/promotions/promotion-input';
import {
  checkPromotion,
  sitePromotion,
  sitePromotions,
  writePromotion,
} from '../../rewards/promotions/promotion-records';
import { invalidSite } from '../../sites/site-errors';
import type { AuditTrail } from '../audit/audit-trail';
import { checkedAs } from './site-offer-parts';
import { requireSite } from './site-page-admin';

/** The most promotions a site keeps (switched-off ones count: they are never deleted). */
export const MAX_PROMOTIONS = 200;

/** A promotion as written from the back office: no id is a new one; no position goes last. */
export interface PromotionDraft {
  id?: number;
  position?: number;
  active: boolean;
  code: string;
  kind: string;
  title: string;
  terms: string;
  bonusPercent?: number;
  maxBonusMinor?: number;
  minDepositMinor?: number;
  wageringMultiplier?: number;
  freeSpinRounds?: number;
  freeSpinProvider?: string;
  freeSpinGame?: string;
  freeSpinBetMinor?: number;
  validDays: number;
  startsAt: string | null;
  endsAt: string | null;
}

/** Every promotion of a site, switched-off ones too, in the order players see them. */
export async function promotionList(db: Db, siteId: number): Promise<PromotionRow[]> {
  await requireSite(db, siteId);
  return sitePromotions(db, siteId);
}

const snapshot = ({ id: _id, startsAt, endsAt, ...row }: PromotionRow) => ({
  ...row,
  startsAt: startsAt?.toISOString() ?? null,
  endsAt: endsAt?.toISOString() ?? null,
});
const invalid = (details: string) => invalidSite('invalidPromotion', details);

async function lockedCode(tx: Tx, siteId: number, id: number): Promise<string> {
  const [row] = await tx
    .select({ code: promotions.code })
    .from(promotions)
    .where(and(eq(promotions.siteId, siteId), eq(promotions.id, id)))
    .for('update');
  if (!row) throw invalid(`no promotion ${id} on this site`);
  return row.code;
}

async function nextPosition(tx: Tx, siteId: number, code: string): Promise<number> {
  const [found] = await tx
    .select({ rows: count(), last: max(promotions.position) })
    .from(promotions)
    .where(eq(promotions.siteId, siteId));
  if ((found?.rows ?? 0) >= MAX_PROMOTIONS) {
    throw invalid(`a site keeps at most ${MAX_PROMOTIONS} promotions`);
  }
  const [taken] = await tx
    .select({ id: promotions.id })
    .from(promotions)
    .where(and(eq(promotions.siteId, siteId), eq(promotions.code, code)));
  if (taken) throw invalid(`the code ${code} is used by another promotion of this site`);
  return found?.last === null || found?.last === undefined ? 0 : found.last + 1;
}

/**
 * Writes one promotion, checked as the operator command checks it, with its audit entry in one
 * transaction; answers its id. An edit keeps the promotion's id and code: changed terms apply to grants
 * from now on, and a bonus already granted keeps the amount and wagering it was granted with. Bad input
 * changes nothing.
 */
export async function savePromotion(
  db: Db,
  at: Date,
  siteId: number,
  draft: PromotionDraft,
  trail: AuditTrail,
): Promise<number> {
  trail.about({
    targetKind: 'promotion',
    targetId: draft.id === undefined ? null : String(draft.id),
    siteId,
  });
  const { id, position, ...input } = draft;
  checkedAs('invalidPromotion', () => checkPromotion({ ...input, position: position ?? 0 }, 'promotion', 0));
  return db.transaction(async (tx) => {
    await requireSite(tx, siteId, true);
    let before: PromotionRow | undefined;
    if (id !== undefined) {
      const code = await lockedCode(tx, siteId, id);
      if (code !== input.code) throw invalid(`a promotion's code stays ${code}`);
      before = await sitePromotion(tx, siteId, id);
    }
    const place = position ?? before?.position ?? (await nextPosition(tx, siteId, input.code));
    const written = await writePromotion(
      tx,
      siteId,
      checkPromotion({ ...input, position: place }, 'promotion', 0),
      at,
    );
    await trail.ok(tx, {
      targetId: String(written.id),
      before: before ? snapshot(before) : null,
      after: snapshot(written),
    });
    return written.id;
  });
}
