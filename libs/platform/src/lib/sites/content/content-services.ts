import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import {
  adVisits,
  analyticsScripts,
  announcements,
  CMS_PAGES,
  cmsPages,
  marqueeMessages,
  partners,
  seoRecords,
  sites,
  slides,
  socialAccounts,
} from '../../db/schema';
import { invalidSite, siteNotFound } from '../site-errors';
import { siteSettingsById } from '../site-records';
import { validateInput } from '../validate-input';
import { sanitiseCmsHtml } from './cms-html';
import {
  adVisitInput,
  announcementsInput,
  cmsPageInput,
  marqueeInput,
  PAGE_NAME,
  partnersInput,
  seoInput,
  slidesInput,
  socialAccountsInput,
  trackingScriptsInput,
} from './content-schemas';
import type { CmsDetail, SeoRecord, SiteContentServices } from './content-types';

/** Where a slide without an image of its own gets its generated banner. */
export function slideBannerUrl(slideId: number): string {
  return `/api/media/slide/${slideId}.svg`;
}

export function createContentServices(db: Db, clock: () => Date): SiteContentServices {
  const settingsOf = (siteId: number) => siteSettingsById(db, siteId);

  /** Rows of a list in the given order, for one site. */
  function positioned<R extends object>(
    siteId: number,
    rows: R[],
  ): (R & { siteId: number; position: number })[] {
    return rows.map((row, position) => ({ ...row, siteId, position }));
  }

  type ListTable =
    | typeof partners
    | typeof socialAccounts
    | typeof analyticsScripts
    | typeof slides
    | typeof announcements
    | typeof marqueeMessages;

  /** Replaces one list of a site's content whole, in one transaction; insert() writes the new rows. */
  async function replaceList(table: ListTable, siteId: number, insert: (tx: Tx) => Promise<unknown>) {
    await db.transaction(async (tx) => {
      const [site] = await tx.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId)).for('update');
      if (!site) throw siteNotFound();
      await tx.delete(table).where(eq(table.siteId, siteId));
      await insert(tx);
    });
  }

  return {
    async cms(siteId) {
      const rows = await db.select().from(cmsPages).where(eq(cmsPages.siteId, siteId));
      const detail: Record<string, string | boolean> = {};
      for (const page of CMS_PAGES) {
        const row = rows.find((r) => r.page === page);
        // A page switched off shows nothing of its text.
        const shown = row?.status === true;
        detail[`${page}_status`] = shown;
        detail[`en_${page}_body`] = shown ? row.enBody : '';
        detail[`local_${page}_body`] = shown ? row.localBody : '';
      }
      return detail as CmsDetail;
    },

    async setCmsPage(siteId, page, input) {
      if (!CMS_PAGES.includes(page)) throw invalidSite('invalidCmsPage', `page "${String(page)}"`);
      const valid = validateInput(cmsPageInput, input, 'invalidCmsPage');
      const values = {
        status: valid.status,
        enBody: sanitiseCmsHtml(valid.en_body),
        localBody: sanitiseCmsHtml(valid.local_body),
        updatedAt: clock(),
      };
      await settingsOf(siteId);
      await db
        .insert(cmsPages)
        .values({ siteId, page, ...values })
        .onConflictDoUpdate({ target: [cmsPages.siteId, cmsPages.page], set: values });
    },

    async seo(siteId, requested): Promise<SeoRecord | null> {
      // Page names are stored in lower case; a front end may ask in any case.
      const pageName = requested.trim().toLowerCase();
      if (!PAGE_NAME.test(pageName)) return null;
      const [row] = await db
        .select()
        .from(seoRecords)
        .where(and(eq(seoRecords.siteId, siteId), eq(seoRecords.pageName, pageName)));
      if (!row) return null;
      return {
        id: row.id,
        page_name: row.pageName,
        en_item_name: row.enItemName,
        en_body: row.enBody,
        local_item_name: row.localItemName,
        local_body: row.localBody,
        meta_title: row.metaTitle,
        meta_desc: row.metaDesc,
        meta_keywords: row.metaKeywords,
        meta_url: row.metaUrl,
        meta_canonical: row.metaCanonical,
        meta_author: row.metaAuthor,
        meta_publisher: row.metaPublisher,
        meta_lang: row.metaLang,
        meta_image_url: row.metaImageUrl,
      };
    },

    async setSeoRecord(siteId, input) {
      const v = validateInput(seoInput, input, 'invalidSeoRecord');
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
      await settingsOf(siteId);
      await db
        .insert(seoRecords)
        .values({ siteId, pageName: v.page_name, ...values })
        .onConflictDoUpdate({ target: [seoRecords.siteId, seoRecords.pageName], set: values });
    },

    async socialAccounts(siteId) {
      return db
        .select({
          social_type: socialAccounts.socialType,
          account_name: socialAccounts.accountName,
          url: socialAccounts.url,
        })
        .from(socialAccounts)
        .where(eq(socialAccounts.siteId, siteId))
        .orderBy(asc(socialAccounts.position));
    },

    async setSocialAccounts(siteId, accounts) {
      const valid = validateInput(socialAccountsInput, accounts, 'invalidSocialAccount');
      const rows = positioned(
        siteId,
        valid.map((a) => ({ socialType: a.social_type, accountName: a.account_name, url: a.url })),
      );
      await replaceList(socialAccounts, siteId, (tx) =>
        rows.length ? tx.insert(socialAccounts).values(rows) : Promise.resolve(),
      );
    },

    async partners(siteId) {
      return db
        .select({ href: partners.href, img_url: partners.imgUrl, partner_name: partners.partnerName })
        .from(partners)
        .where(eq(partners.siteId, siteId))
        .orderBy(asc(partners.position));
    },

    async setPartners(siteId, list) {
      const valid = validateInput(partnersInput, list, 'invalidPartner');
      const rows = positioned(
        siteId,
        valid.map((p) => ({ href: p.href, imgUrl: p.img_url, partnerName: p.partner_name })),
      );
      await replaceList(partners, siteId, (tx) =>
        rows.length ? tx.insert(partners).values(rows) : Promise.resolve(),
      );
    },

    async analytics(siteId) {
      return db
        .select({ section: analyticsScripts.section, script: analyticsScripts.script })
        .from(analyticsScripts)
        .where(eq(analyticsScripts.siteId, siteId))
        .orderBy(asc(analyticsScripts.position));
    },

    async setAnalytics(siteId, scripts) {
      const valid = validateInput(trackingScriptsInput, scripts, 'invalidTrackingScript');
      const rows = positioned(siteId, valid);
      await replaceList(analyticsScripts, siteId, (tx) =>
        rows.length ? tx.insert(analyticsScripts).values(rows) : Promise.resolve(),
      );
    },

    async slides(siteId) {
      const rows = await db
        .select()
        .from(slides)
        .where(and(eq(slides.siteId, siteId), eq(slides.status, true)))
        .orderBy(asc(slides.position));
      return rows.map((r) => ({
        id: r.id,
        en_title: r.enTitle,
        local_title: r.localTitle,
        en_subtitle: r.enSubtitle,
        local_subtitle: r.localSubtitle,
        image_url: r.imageUrl ?? slideBannerUrl(r.id),
        link_url: r.linkUrl,
      }));
    },

    async setSlides(siteId, list) {
      const valid = validateInput(slidesInput, list, 'invalidSlide');
      const rows = positioned(
        siteId,
        valid.map((s) => ({
          enTitle: s.en_title,
          localTitle: s.local_title,
          enSubtitle: s.en_subtitle,
          localSubtitle: s.local_subtitle,
          imageUrl: s.image_url || null,
          linkUrl: s.link_url,
        })),
      );
      await replaceList(slides, siteId, (tx) =>
        rows.length ? tx.insert(slides).values(rows) : Promise.resolve(),
      );
    },

    async announcements(siteId) {
      const rows = await db
        .select()
        .from(announcements)
        .where(and(eq(announcements.siteId, siteId), eq(announcements.status, true)))
        .orderBy(desc(announcements.publishedAt), asc(announcements.position));
      return rows.map((r) => ({
        id: r.id,
        en_title: r.enTitle,
        local_title: r.localTitle,
        en_content: r.enContent,
        local_content: r.localContent,
        published_at: r.publishedAt.toISOString(),
      }));
    },

    async setAnnouncements(siteId, list) {
      const valid = validateInput(announcementsInput, list, 'invalidAnnouncement');
      const rows = positioned(
        siteId,
        valid.map((a) => ({
          enTitle: a.en_title,
          localTitle: a.local_title,
          enContent: sanitiseCmsHtml(a.en_content),
          localContent: sanitiseCmsHtml(a.local_content),
          publishedAt: a.published_at,
        })),
      );
      await replaceList(announcements, siteId, (tx) =>
        rows.length ? tx.insert(announcements).values(rows) : Promise.resolve(),
      );
    },

    async marquee(siteId) {
      return db
        .select({
          id: marqueeMessages.id,
          en_text: marqueeMessages.enText,
          local_text: marqueeMessages.localText,
        })
        .from(marqueeMessages)
        .where(and(eq(marqueeMessages.siteId, siteId), eq(marqueeMessages.status, true)))
        .orderBy(asc(marqueeMessages.position));
    },

    async setMarquee(siteId, list) {
      const valid = validateInput(marqueeInput, list, 'invalidMarquee');
      const rows = positioned(
        siteId,
        valid.map((m) => ({ enText: m.en_text, localText: m.local_text })),
      );
      await replaceList(marqueeMessages, siteId, (tx) =>
        rows.length ? tx.insert(marqueeMessages).values(rows) : Promise.resolve(),
      );
    },

    async referral(siteId) {
      const settings = await settingsOf(siteId);
      return [{ setting_name: 'referral', setting_value: settings.referral.setting_value }];
    },

    async bts(siteId) {
      return (await settingsOf(siteId)).bts;
    },

    async recordAdVisit(siteId, visit) {
      const valid = validateInput(adVisitInput, visit, 'invalidRequest');
      await db
        .insert(adVisits)
        .values({ siteId, fbp: valid.fbp, appsflyerId: valid.appsflyer_id, visitedAt: clock() });
    },
  };
}
