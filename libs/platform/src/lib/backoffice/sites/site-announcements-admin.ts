import { MAX_ANNOUNCEMENTS } from '@wl/contract';
import { and, asc, count, desc, eq, max } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { announcements } from '../../db/schema';
import { sanitiseCmsHtml } from '../../sites/content/cms-html';
import { announcementsInput } from '../../sites/content/content-schemas';
import { invalidSite } from '../../sites/site-errors';
import { validateInput } from '../../sites/validate-input';
import type { AuditTrail } from '../audit/audit-trail';
import { requireSite } from './site-page-admin';

export type AnnouncementEntry = typeof announcements.$inferSelect;

/** An announcement as written: no id is a new one; no position goes last; no date keeps it (or is now). */
export interface AnnouncementDraft {
  id?: number;
  position?: number;
  status: boolean;
  enTitle: string;
  localTitle: string;
  enContent: string;
  localContent: string;
  publishedAt?: Date;
}

/** A site's announcements, newest first as the site shows them (those switched off among them). */
export async function announcementList(db: Db, siteId: number): Promise<AnnouncementEntry[]> {
  await requireSite(db, siteId);
  return db
    .select()
    .from(announcements)
    .where(eq(announcements.siteId, siteId))
    .orderBy(desc(announcements.publishedAt), asc(announcements.position), asc(announcements.id));
}

const snapshot = (row: AnnouncementEntry) => ({
  position: row.position,
  status: row.status,
  en_title: row.enTitle,
  local_title: row.localTitle,
  en_content: row.enContent,
  local_content: row.localContent,
  published_at: row.publishedAt.toISOString(),
});

const unknown = (id: number) => invalidSite('invalidAnnouncement', `no announcement ${id} on this site`);

async function lockedRow(tx: Tx, siteId: number, id: number): Promise<AnnouncementEntry> {
  const [row] = await tx
    .select()
    .from(announcements)
    .where(and(eq(announcements.siteId, siteId), eq(announcements.id, id)))
    .for('update');
  if (!row) throw unknown(id);
  return row;
}

async function nextPosition(tx: Tx, siteId: number): Promise<number> {
  const [found] = await tx
    .select({ rows: count(), last: max(announcements.position) })
    .from(announcements)
    .where(eq(announcements.siteId, siteId));
  if ((found?.rows ?? 0) >= MAX_ANNOUNCEMENTS) {
    throw invalidSite('invalidAnnouncement', `a site keeps at most ${MAX_ANNOUNCEMENTS} announcements`);
  }
  return found?.last === null || found?.last === undefined ? 0 : found.last + 1;
}

/**
 * Writes one announcement (checked as the operator's are, both bodies through the CMS's sanitiser) with
 * its audit entry in one transaction; answers its id. An id not of this site changes nothing.
 */
export async function saveAnnouncement(
  db: Db,
  clock: () => Date,
  siteId: number,
  draft: AnnouncementDraft,
  trail: AuditTrail,
): Promise<number> {
  trail.about({
    targetKind: 'announcement',
    targetId: draft.id === undefined ? null : String(draft.id),
    siteId,
  });
  return db.transaction(async (tx) => {
    await requireSite(tx, siteId, true);
    const row = draft.id === undefined ? undefined : await lockedRow(tx, siteId, draft.id);
    const position = draft.position ?? row?.position ?? (await nextPosition(tx, siteId));
    const valid = validateInput(
      announcementsInput.element,
      {
        en_title: draft.enTitle,
        local_title: draft.localTitle,
        en_content: draft.enContent,
        local_content: draft.localContent,
        published_at: draft.publishedAt ?? row?.publishedAt ?? clock(),
      },
      'invalidAnnouncement',
    );
    const values = {
      position,
      status: draft.status,
      enTitle: valid.en_title,
      localTitle: valid.local_title,
      enContent: sanitiseCmsHtml(valid.en_content),
      localContent: sanitiseCmsHtml(valid.local_content),
      publishedAt: valid.published_at,
    };
    const [written] = row
      ? await tx.update(announcements).set(values).where(eq(announcements.id, row.id)).returning()
      : await tx
          .insert(announcements)
          .values({ siteId, ...values })
          .returning();
    if (!written) throw new Error(`announcement ${draft.id ?? 'new'} was not written`);
    await trail.ok(tx, {
      targetId: String(written.id),
      before: row ? snapshot(row) : null,
      after: snapshot(written),
    });
    return written.id;
  });
}

/** Removes one announcement with its audit entry; an id not of this site changes nothing. */
export async function deleteAnnouncement(
  db: Db,
  siteId: number,
  id: number,
  trail: AuditTrail,
): Promise<void> {
  trail.about({ targetKind: 'announcement', targetId: String(id), siteId });
  await db.transaction(async (tx) => {
    await requireSite(tx, siteId, true);
    const row = await lockedRow(tx, siteId, id);
    await tx.delete(announcements).where(eq(announcements.id, row.id));
    await trail.ok(tx, { before: snapshot(row), after: null });
  });
}
