import { asc, and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { CMS_PAGES, cmsPages, seoRecords, sites, type CmsPage } from '../../db/schema';
import { sanitiseCmsHtml } from '../../sites/content/cms-html';
import { cmsPageInput, seoInput } from '../../sites/content/content-schemas';
import { hasText } from './site-text';
import { siteSettingsById } from '../../sites/site-records';
import { localLanguageOf } from '../../sites/starter/starter-content';
import { validateInput } from '../../sites/validate-input';
import type { AuditTrail } from '../audit/audit-trail';
import { siteAdminErrors } from './site-admin-errors';

export interface CmsPageSummary {
  page: CmsPage;
  status: boolean;
  hasEn: boolean;
  hasLocal: boolean;
  updatedAt: Date | null;
}

export interface CmsPageDetail {
  page: CmsPage;
  status: boolean;
  enBody: string;
  localBody: string;
  localLanguage: string;
  updatedAt: Date | null;
}

export interface CmsPageChange {
  status?: boolean;
  enBody?: string;
  localBody?: string;
}

/** A page's SEO record as the back office edits it. */
export interface SeoEntry {
  pageName: string;
  metaTitle: string;
  metaDesc: string;
  metaKeywords: string;
  enItemName: string;
  localItemName: string;
  enBody: string;
  localBody: string;
}

export type SeoChange = Partial<
  Pick<SeoEntry, 'metaTitle' | 'metaDesc' | 'metaKeywords' | 'enItemName' | 'localItemName'>
>;

/** Throws siteNotFound unless the site exists (locked for the caller's transaction when asked). */
export async function requireSite(db: Db, siteId: number, lock = false): Promise<void> {
  const query = db.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId));
  const [site] = lock ? await query.for('update') : await query;
  if (!site) throw siteAdminErrors.siteNotFound();
}

async function localLanguage(db: Db, siteId: number): Promise<string> {
  const settings = await siteSettingsById(db, siteId);
  return localLanguageOf(settings.languages.map((language) => language.code));
}

/** Every CMS page of a site (a page never written reads as switched off and empty). */
export async function cmsPageList(db: Db, siteId: number): Promise<CmsPageSummary[]> {
  await requireSite(db, siteId);
  const rows = await db.select().from(cmsPages).where(eq(cmsPages.siteId, siteId));
  return CMS_PAGES.map((page) => {
    const row = rows.find((candidate) => candidate.page === page);
    return {
      page,
      status: row?.status ?? false,
      hasEn: hasText(row?.enBody),
      hasLocal: hasText(row?.localBody),
      updatedAt: row?.updatedAt ?? null,
    };
  });
}

export async function cmsPageDetail(db: Db, siteId: number, page: CmsPage): Promise<CmsPageDetail> {
  await requireSite(db, siteId);
  const [row] = await db
    .select()
    .from(cmsPages)
    .where(and(eq(cmsPages.siteId, siteId), eq(cmsPages.page, page)));
  return {
    page,
    status: row?.status ?? false,
    enBody: row?.enBody ?? '',
    localBody: row?.localBody ?? '',
    localLanguage: await localLanguage(db, siteId),
    updatedAt: row?.updatedAt ?? null,
  };
}

const cmsSnapshot = (page: { status: boolean; enBody: string; localBody: string }) => ({
  status: page.status,
  en_body: page.enBody,
  local_body: page.localBody,
});

/**
 * Writes a CMS page: the fields given replace theirs (a new page starts switched on and empty), both
 * bodies through the CMS's sanitiser, the change and its audit entry in one transaction.
 */
export async function setCmsPage(
  db: Db,
  clock: () => Date,
  siteId: number,
  page: CmsPage,
  change: CmsPageChange,
  trail: AuditTrail,
): Promise<void> {
  trail.about({ targetKind: 'cms_page', targetId: page, siteId });
  await db.transaction(async (tx) => {
    await requireSite(tx, siteId, true);
    const [row] = await tx
      .select()
      .from(cmsPages)
      .where(and(eq(cmsPages.siteId, siteId), eq(cmsPages.page, page)))
      .for('update');
    const valid = validateInput(
      cmsPageInput,
      {
        status: change.status ?? row?.status ?? true,
        en_body: change.enBody ?? row?.enBody ?? '',
        local_body: change.localBody ?? row?.localBody ?? '',
      },
      'invalidCmsPage',
    );
    const values = {
      status: valid.status,
      enBody: sanitiseCmsHtml(valid.en_body),
      localBody: sanitiseCmsHtml(valid.local_body),
      updatedAt: clock(),
    };
    await tx
      .insert(cmsPages)
      .values({ siteId, page, ...values })
      .onConflictDoUpdate({ target: [cmsPages.siteId, cmsPages.page], set: values });
    await trail.ok(tx, { before: row ? cmsSnapshot(row) : null, after: cmsSnapshot(values) });
  });
}

type SeoRow = typeof seoRecords.$inferSelect;

const seoEntryOf = (row: SeoRow): SeoEntry => ({
  pageName: row.pageName,
  metaTitle: row.metaTitle,
  metaDesc: row.metaDesc,
  metaKeywords: row.metaKeywords,
  enItemName: row.enItemName,
  localItemName: row.localItemName,
  enBody: row.enBody,
  localBody: row.localBody,
});

export async function seoList(db: Db, siteId: number): Promise<SeoEntry[]> {
  await requireSite(db, siteId);
  const rows = await db
    .select()
    .from(seoRecords)
    .where(eq(seoRecords.siteId, siteId))
    .orderBy(asc(seoRecords.pageName));
  return rows.map(seoEntryOf);
}

const seoSnapshot = (entry: SeoEntry) => ({
  meta_title: entry.metaTitle,
  meta_desc: entry.metaDesc,
  meta_keywords: entry.metaKeywords,
  en_item_name: entry.enItemName,
  local_item_name: entry.localItemName,
});

/**
 * Writes a page's SEO fields: those given replace theirs, the rest keep their value (a new page's
 * record starts empty, in English), checked as every SEO record is; the audit entry in the same
 * transaction.
 */
export async function setSeo(
  db: Db,
  siteId: number,
  pageName: string,
  change: SeoChange,
  trail: AuditTrail,
): Promise<SeoEntry> {
  trail.about({ targetKind: 'seo', targetId: pageName, siteId });
  return db.transaction(async (tx) => {
    await requireSite(tx, siteId, true);
    const [row] = await tx
      .select()
      .from(seoRecords)
      .where(and(eq(seoRecords.siteId, siteId), eq(seoRecords.pageName, pageName)))
      .for('update');
    const v = validateInput(
      seoInput,
      {
        page_name: pageName,
        en_item_name: change.enItemName ?? row?.enItemName ?? '',
        en_body: row?.enBody ?? '',
        local_item_name: change.localItemName ?? row?.localItemName ?? '',
        local_body: row?.localBody ?? '',
        meta_title: change.metaTitle ?? row?.metaTitle ?? '',
        meta_desc: change.metaDesc ?? row?.metaDesc ?? '',
        meta_keywords: change.metaKeywords ?? row?.metaKeywords ?? '',
        meta_url: row?.metaUrl ?? '',
        meta_canonical: row?.metaCanonical ?? '',
        meta_author: row?.metaAuthor ?? '',
        meta_publisher: row?.metaPublisher ?? '',
        meta_lang: row?.metaLang ?? 'en',
        meta_image_url: row?.metaImageUrl ?? '',
      },
      'invalidSeoRecord',
    );
    const values = {
      enItemName: v.en_item_name,
      enBody: sanitiseCmsHtml(v.en_body),
      localItemName: v.local_item_name,
      localBody: sanitiseCmsHtml(v.local_body),
      metaTitle: v.meta_title,
      metaDesc: v.meta_desc,
      metaKeywords: v.meta_keywords,
      metaUrl: v.meta_url,
      metaCanonical: v.meta_canonical,
      metaAuthor: v.meta_author,
      metaPublisher: v.meta_publisher,
      metaLang: v.meta_lang,
      metaImageUrl: v.meta_image_url,
    };
    const [written] = await tx
      .insert(seoRecords)
      .values({ siteId, pageName, ...values })
      .onConflictDoUpdate({ target: [seoRecords.siteId, seoRecords.pageName], set: values })
      .returning();
    if (!written) throw new Error(`SEO record ${pageName} was not written`);
    const entry = seoEntryOf(written);
    await trail.ok(tx, { before: row ? seoSnapshot(seoEntryOf(row)) : null, after: seoSnapshot(entry) });
    return entry;
  });
}
