import type { Db } from '../../db/database';
import { createContentServices, slideBannerUrl } from '../../sites/content/content-services';
import type {
  Partner,
  SiteContentServices,
  Slide,
  SocialAccount,
  TrackingScript,
} from '../../sites/content/content-types';
import type { AuditTrail } from '../audit/audit-trail';
import { requireSite } from './site-page-admin';

/**
 * A list of a site's content the back office saves whole, through the content services' own getter and
 * setter (the setter checks the list as the operator command does and replaces it in one transaction).
 */
export interface SiteList<T> {
  /** The audit entry's target kind. */
  kind: 'slides' | 'partners' | 'socialAccounts' | 'analytics';
  read(content: SiteContentServices, siteId: number): Promise<T[]>;
  write(content: SiteContentServices, siteId: number, list: T[]): Promise<void>;
}

export type SlideItem = Omit<Slide, 'id' | 'image_url'> & { image_url: string | null };

export const SLIDES: SiteList<SlideItem> = {
  kind: 'slides',
  // The players' getter answers a slide without a picture of its own with the banner the platform draws
  // for it; the editor shows "none" there, so saving the list back keeps the drawn banner.
  read: async (content, siteId) =>
    (await content.slides(siteId)).map(({ id, image_url, ...slide }) => ({
      ...slide,
      image_url: image_url === slideBannerUrl(id) ? null : image_url,
    })),
  write: (content, siteId, list) => content.setSlides(siteId, list),
};

export const PARTNERS: SiteList<Partner> = {
  kind: 'partners',
  read: (content, siteId) => content.partners(siteId),
  write: (content, siteId, list) => content.setPartners(siteId, list),
};

export const SOCIAL_ACCOUNTS: SiteList<SocialAccount> = {
  kind: 'socialAccounts',
  read: (content, siteId) => content.socialAccounts(siteId),
  write: (content, siteId, list) => content.setSocialAccounts(siteId, list),
};

export const ANALYTICS: SiteList<TrackingScript> = {
  kind: 'analytics',
  read: (content, siteId) => content.analytics(siteId),
  write: (content, siteId, list) => content.setAnalytics(siteId, list),
};

/** One site's list, in the site's order. */
export async function readSiteList<T>(
  db: Db,
  clock: () => Date,
  siteId: number,
  list: SiteList<T>,
): Promise<T[]> {
  await requireSite(db, siteId);
  return list.read(createContentServices(db, clock), siteId);
}

/**
 * Saves one site's list whole with its audit entry (the list before and after) in one transaction; a list
 * the content services refuse changes nothing. Answers the list as stored.
 */
export async function saveSiteList<T>(
  db: Db,
  clock: () => Date,
  siteId: number,
  list: SiteList<T>,
  value: T[],
  trail: AuditTrail,
): Promise<T[]> {
  trail.about({ targetKind: list.kind, targetId: String(siteId), siteId });
  return db.transaction(async (tx) => {
    await requireSite(tx, siteId, true);
    const content = createContentServices(tx, clock);
    const before = await list.read(content, siteId);
    await list.write(content, siteId, value);
    const after = await list.read(content, siteId);
    await trail.ok(tx, { before: { value: before }, after: { value: after } });
    return after;
  });
}
