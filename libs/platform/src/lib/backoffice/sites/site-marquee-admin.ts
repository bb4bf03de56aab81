import { MAX_MARQUEE_MESSAGES } from '@wl/contract';
import { and, asc, count, eq, max } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { marqueeMessages } from '../../db/schema';
import { marqueeInput } from '../../sites/content/content-schemas';
import { invalidSite } from '../../sites/site-errors';
import { validateInput } from '../../sites/validate-input';
import type { AuditTrail } from '../audit/audit-trail';
import { requireSite } from './site-page-admin';

export type MarqueeEntry = typeof marqueeMessages.$inferSelect;

/** A marquee message as written: no id is a new one; no position goes last. */
export interface MarqueeDraft {
  id?: number;
  position?: number;
  status: boolean;
  enText: string;
  localText: string;
}

/** A site's marquee messages in the home page's order (those switched off among them). */
export async function marqueeList(db: Db, siteId: number): Promise<MarqueeEntry[]> {
  await requireSite(db, siteId);
  return db
    .select()
    .from(marqueeMessages)
    .where(eq(marqueeMessages.siteId, siteId))
    .orderBy(asc(marqueeMessages.position), asc(marqueeMessages.id));
}

const snapshot = (row: MarqueeEntry) => ({
  position: row.position,
  status: row.status,
  en_text: row.enText,
  local_text: row.localText,
});

async function lockedRow(tx: Tx, siteId: number, id: number): Promise<MarqueeEntry> {
  const [row] = await tx
    .select()
    .from(marqueeMessages)
    .where(and(eq(marqueeMessages.siteId, siteId), eq(marqueeMessages.id, id)))
    .for('update');
  if (!row) throw invalidSite('invalidMarquee', `no marquee message ${id} on this site`);
  return row;
}

async function nextPosition(tx: Tx, siteId: number): Promise<number> {
  const [found] = await tx
    .select({ rows: count(), last: max(marqueeMessages.position) })
    .from(marqueeMessages)
    .where(eq(marqueeMessages.siteId, siteId));
  if ((found?.rows ?? 0) >= MAX_MARQUEE_MESSAGES) {
    throw invalidSite('invalidMarquee', `a site keeps at most ${MAX_MARQUEE_MESSAGES} marquee messages`);
  }
  return found?.last === null || found?.last === undefined ? 0 : found.last + 1;
}

/**
 * Writes one marquee message (plain text, checked as the operator's are; the site shows it as text) with
 * its audit entry in one transaction; answers its id. An id not of this site changes nothing.
 */
export async function saveMarquee(
  db: Db,
  siteId: number,
  draft: MarqueeDraft,
  trail: AuditTrail,
): Promise<number> {
  trail.about({ targetKind: 'marquee', targetId: draft.id === undefined ? null : String(draft.id), siteId });
  return db.transaction(async (tx) => {
    await requireSite(tx, siteId, true);
    const row = draft.id === undefined ? undefined : await lockedRow(tx, siteId, draft.id);
    const position = draft.position ?? row?.position ?? (await nextPosition(tx, siteId));
    const valid = validateInput(
      marqueeInput.element,
      { en_text: draft.enText, local_text: draft.localText },
      'invalidMarquee',
    );
    const values = { position, status: draft.status, enText: valid.en_text, localText: valid.local_text };
    const [written] = row
      ? await tx.update(marqueeMessages).set(values).where(eq(marqueeMessages.id, row.id)).returning()
      : await tx
          .insert(marqueeMessages)
          .values({ siteId, ...values })
          .returning();
    if (!written) throw new Error(`marquee message ${draft.id ?? 'new'} was not written`);
    await trail.ok(tx, {
      targetId: String(written.id),
      before: row ? snapshot(row) : null,
      after: snapshot(written),
    });
    return written.id;
  });
}

/** Removes one marquee message with its audit entry; an id not of this site changes nothing. */
export async function deleteMarquee(db: Db, siteId: number, id: number, trail: AuditTrail): Promise<void> {
  trail.about({ targetKind: 'marquee', targetId: String(id), siteId });
  await db.transaction(async (tx) => {
    await requireSite(tx, siteId, true);
    const row = await lockedRow(tx, siteId, id);
    await tx.delete(marqueeMessages).where(eq(marqueeMessages.id, row.id));
    await trail.ok(tx, { before: snapshot(row), after: null });
  });
}
