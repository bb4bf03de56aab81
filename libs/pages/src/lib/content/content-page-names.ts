import type { PageName } from '@wl/core';

/** The content routes one chunk serves: CMS pages, contact, news, promotions and download. */
export const CONTENT_PAGE_NAMES = [
  'about',
  'privacyPolicy',
  'faqs',
  'responsibleGaming',
  'termCondition',
  'banking',
  'contactUs',
  'news',
  'promotions',
  'download',
] as const satisfies readonly PageName[];
export type ContentPageName = (typeof CONTENT_PAGE_NAMES)[number];
