import type { CmsPage } from '../../db/schema/content';
import type { Cms, Partner, SeoRecord, SocialAccount, TrackingScript } from '@wl/contract';
import type { SiteSettings } from '../site-settings';

export type { CmsPage };

/** The spec's cms, flat: about_us_status, en_about_us_body, local_about_us_body, ... (the client's type). */
export type CmsDetail = Cms;

export interface CmsPageInput {
  status: boolean;
  en_body: string;
  local_body: string;
}

// The wire shapes the spec defines are the client's contract; the platform answers with the same types.
export type { Partner, SeoRecord, SocialAccount, TrackingScript } from '@wl/contract';
export type SeoInput = Omit<SeoRecord, 'id'>;

export interface Slide {
  id: number;
  en_title: string;
  local_title: string;
  en_subtitle: string;
  local_subtitle: string;
  image_url: string;
  link_url: string;
}
export type SlideInput = Omit<Slide, 'id' | 'image_url'> & { image_url?: string | null };

export interface Announcement {
  id: number;
  en_title: string;
  local_title: string;
  en_content: string;
  local_content: string;
  published_at: string;
}
export type AnnouncementInput = Omit<Announcement, 'id' | 'published_at'> & { published_at: Date };

export interface MarqueeMessage {
  id: number;
  en_text: string;
  local_text: string;
}
export type MarqueeInput = Omit<MarqueeMessage, 'id'>;

/** The spec's referral setting: setting_value of the first item shows (1) or hides (0) referral. */
export interface ReferralSetting {
  setting_name: 'referral';
  setting_value: 0 | 1;
}

export type BtsItem = SiteSettings['bts'][number];

export interface AdVisitInput {
  fbp: string;
  appsflyer_id: string;
}

/** A site's public content; every read and write is for one site id (the caller resolved it from the host). */
export interface SiteContentServices {
  cms(siteId: number): Promise<CmsDetail>;
  /** Sanitises both bodies before storing them. */
  setCmsPage(siteId: number, page: CmsPage, input: CmsPageInput): Promise<void>;
  /** The page's record, or null when the site has none for it. */
  seo(siteId: number, pageName: string): Promise<SeoRecord | null>;
  setSeoRecord(siteId: number, input: SeoInput): Promise<void>;
  socialAccounts(siteId: number): Promise<SocialAccount[]>;
  setSocialAccounts(siteId: number, accounts: SocialAccount[]): Promise<void>;
  partners(siteId: number): Promise<Partner[]>;
  setPartners(siteId: number, partners: Partner[]): Promise<void>;
  analytics(siteId: number): Promise<TrackingScript[]>;
  setAnalytics(siteId: number, scripts: TrackingScript[]): Promise<void>;
  slides(siteId: number): Promise<Slide[]>;
  setSlides(siteId: number, slides: SlideInput[]): Promise<void>;
  announcements(siteId: number): Promise<Announcement[]>;
  setAnnouncements(siteId: number, announcements: AnnouncementInput[]): Promise<void>;
  marquee(siteId: number): Promise<MarqueeMessage[]>;
  setMarquee(siteId: number, messages: MarqueeInput[]): Promise<void>;
  referral(siteId: number): Promise<ReferralSetting[]>;
  bts(siteId: number): Promise<BtsItem[]>;
  recordAdVisit(siteId: number, visit: AdVisitInput): Promise<void>;
}
