import type { CallAnswer } from '@wl/contract';
import {
  listSiteAnalytics,
  listSitePartners,
  listSiteSlides,
  listSiteSocialAccounts,
  setSiteAnalytics,
  setSitePartners,
  setSiteSlides,
  setSiteSocialAccounts,
} from '@wl/api/backoffice';
import type { StaffCalls } from '../staff-calls';
import { SiteWholeListStore } from './site-whole-list-store';

// The most items each list keeps, as the platform allows (the browser takes no values from the contract).
export const MAX_SLIDES = 20;
export const MAX_PARTNERS = 100;
export const MAX_SOCIAL_ACCOUNTS = 50;
export const MAX_TRACKING_SCRIPTS = 20;
export const TRACKING_SCRIPT_MAX = 20_000;

export type SlideItem = CallAnswer<'backoffice/sites/slides'>['value'][number];
export type PartnerItem = CallAnswer<'backoffice/sites/partners'>['value'][number];
export type SocialAccountItem = CallAnswer<'backoffice/sites/social_accounts'>['value'][number];
export type TrackingScriptItem = CallAnswer<'backoffice/sites/analytics'>['value'][number];

/** The kinds of social account, as the platform takes them (it refuses any other). */
export const SOCIAL_TYPES = [
  'facebook',
  'instagram',
  'telegram',
  'whatsapp',
  'x',
  'youtube',
  'tiktok',
  'line',
  'viber',
  'email',
] as const;

/** A slide's form: every field as text (an empty picture address: the site draws a banner). */
export type SlideDraft = Record<
  'en_title' | 'local_title' | 'en_subtitle' | 'local_subtitle' | 'image_url' | 'link_url',
  string
>;
export type PartnerDraft = PartnerItem;
export type SocialAccountDraft = SocialAccountItem;
export type TrackingScriptDraft = TrackingScriptItem;

export type SiteSlidesStore = SiteWholeListStore<SlideItem, SlideDraft>;
export type SitePartnersStore = SiteWholeListStore<PartnerItem, PartnerDraft>;
export type SiteSocialAccountsStore = SiteWholeListStore<SocialAccountItem, SocialAccountDraft>;
export type SiteAnalyticsStore = SiteWholeListStore<TrackingScriptItem, TrackingScriptDraft>;

/** One site's home carousel slides. */
export function siteSlidesStore(calls: () => StaffCalls, siteId: number): SiteSlidesStore {
  return new SiteWholeListStore<SlideItem, SlideDraft>(
    calls,
    siteId,
    {
      list: (t, site_id) => listSiteSlides(t, { site_id }),
      save: (t, site_id, value) => setSiteSlides(t, { site_id, value }),
      draftOf: (slide) => ({
        en_title: slide?.en_title ?? '',
        local_title: slide?.local_title ?? '',
        en_subtitle: slide?.en_subtitle ?? '',
        local_subtitle: slide?.local_subtitle ?? '',
        image_url: slide?.image_url ?? '',
        link_url: slide?.link_url ?? '/',
      }),
      itemOf: (draft) => ({
        ...draft,
        image_url: draft.image_url.trim() === '' ? null : draft.image_url.trim(),
      }),
    },
    MAX_SLIDES,
  );
}

/** One site's partner logos (the footer). */
export function sitePartnersStore(calls: () => StaffCalls, siteId: number): SitePartnersStore {
  return new SiteWholeListStore<PartnerItem, PartnerDraft>(
    calls,
    siteId,
    {
      list: (t, site_id) => listSitePartners(t, { site_id }),
      save: (t, site_id, value) => setSitePartners(t, { site_id, value }),
      draftOf: (partner) => ({
        partner_name: partner?.partner_name ?? '',
        img_url: partner?.img_url ?? '',
        href: partner?.href ?? '',
      }),
      itemOf: (draft) => draft,
    },
    MAX_PARTNERS,
  );
}

/** One site's social accounts. */
export function siteSocialAccountsStore(calls: () => StaffCalls, siteId: number): SiteSocialAccountsStore {
  return new SiteWholeListStore<SocialAccountItem, SocialAccountDraft>(
    calls,
    siteId,
    {
      list: (t, site_id) => listSiteSocialAccounts(t, { site_id }),
      save: (t, site_id, value) => setSiteSocialAccounts(t, { site_id, value }),
      draftOf: (account) => ({
        social_type: account?.social_type ?? 'facebook',
        account_name: account?.account_name ?? '',
        url: account?.url ?? '',
      }),
      itemOf: (draft) => draft,
    },
    MAX_SOCIAL_ACCOUNTS,
  );
}

/** One site's analytics snippets (owner only): stored as written, run on every page of the site. */
export function siteAnalyticsStore(calls: () => StaffCalls, siteId: number): SiteAnalyticsStore {
  return new SiteWholeListStore<TrackingScriptItem, TrackingScriptDraft>(
    calls,
    siteId,
    {
      list: (t, site_id) => listSiteAnalytics(t, { site_id }),
      save: (t, site_id, value) => setSiteAnalytics(t, { site_id, value }),
      draftOf: (snippet) => ({ section: snippet?.section ?? 'HEAD', script: snippet?.script ?? '' }),
      itemOf: (draft) => draft,
    },
    MAX_TRACKING_SCRIPTS,
  );
}
