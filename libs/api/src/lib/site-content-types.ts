export type {
  Announcement,
  Badge,
  Cms,
  CmsPage,
  MarqueeItem,
  Partner,
  RecentTransaction,
  ReferralSetting,
  SeoRecord,
  Slide,
  SocialAccount,
  TopWinner,
  TrackingScript,
  WithdrawalStats,
} from '@wl/contract';

/** The CMS pages of siteinfodetail (the contract's CMS_PAGES, kept as plain data for the browser). */
export const CMS_PAGES = [
  'about_us',
  'privacy_policy',
  'banking',
  'faqs',
  'responsible_gaming',
  'terms',
] as const;

/** Any JSON value. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };
