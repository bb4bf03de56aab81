import type { Announcement, Cms, CmsPage, Slide, SocialAccount } from '@wl/api';
import type { ContentPageName } from './content-page-names';

/** The content pages whose text is a CMS page of the site. */
export type CmsPageName = Extract<
  ContentPageName,
  'about' | 'privacyPolicy' | 'faqs' | 'responsibleGaming' | 'termCondition' | 'banking'
>;

/** Which CMS page each route shows (/term-condition shows the terms). */
export const CMS_PAGE_OF: Readonly<Record<CmsPageName, CmsPage>> = {
  about: 'about_us',
  privacyPolicy: 'privacy_policy',
  faqs: 'faqs',
  responsibleGaming: 'responsible_gaming',
  termCondition: 'terms',
  banking: 'banking',
};

export function isCmsPageName(page: ContentPageName): page is CmsPageName {
  return page in CMS_PAGE_OF;
}

/** True when HTML shows something: text or a picture, not just empty tags and spaces. */
export function hasContent(html: string | null | undefined): boolean {
  if (!html) return false;
  if (/<img\b/i.test(html)) return true;
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/g, ' ')
      .trim() !== ''
  );
}

/** The player's text: the local one when the language shown is not English and the site has one. */
export function localText(language: string, en: string, local: string): string {
  return language !== 'EN' && hasContent(local) ? local : en;
}

/**
 * The body of a CMS page in the player's language (already sanitised by the store), or null when the
 * page is switched off or has nothing to show.
 */
export function cmsBody(cms: Cms, page: CmsPage, language: string): string | null {
  if (!cms[`${page}_status`]) return null;
  const html = localText(language, cms[`en_${page}_body`] ?? '', cms[`local_${page}_body`] ?? '');
  return hasContent(html) ? html : null;
}

/** An announcement with both languages, its bodies sanitised. */
export interface NewsItem {
  key: string;
  enTitle: string;
  localTitle: string;
  enHtml: string;
  localHtml: string;
  /** ISO date, '' when the platform sent none. */
  publishedAt: string;
}

export interface Promotion {
  key: string;
  enTitle: string;
  localTitle: string;
  enSubtitle: string;
  localSubtitle: string;
  image: string;
  link: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function toNewsItem(raw: Announcement, sanitize: (html: string) => string): NewsItem {
  return {
    key: String(raw.id),
    enTitle: text(raw.en_title),
    localTitle: text(raw.local_title),
    enHtml: sanitize(text(raw.en_content)),
    localHtml: sanitize(text(raw.local_content)),
    publishedAt: text(raw.published_at),
  };
}

const time = (iso: string): number => {
  const value = Date.parse(iso);
  return Number.isNaN(value) ? -Infinity : value;
};

/** Newest first; undated ones last, in the order they came. */
export function newestFirst(items: readonly NewsItem[]): NewsItem[] {
  return items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => time(b.item.publishedAt) - time(a.item.publishedAt) || a.index - b.index)
    .map(({ item }) => item);
}

export function toPromotion(raw: Slide): Promotion {
  return {
    key: String(raw.id),
    enTitle: text(raw.en_title),
    localTitle: text(raw.local_title),
    enSubtitle: text(raw.en_subtitle),
    localSubtitle: text(raw.local_subtitle),
    image: safeUrl(text(raw.image_url)) ?? '',
    link: safeUrl(text(raw.link_url)) ?? '',
  };
}

/** A path of this site (not //host) or an http(s), mailto: or tel: URL; null for anything else. */
export function safeUrl(value: string): string | null {
  const url = value.trim();
  if (/^\/(?!\/)/.test(url)) return url;
  return /^(https?:\/\/|mailto:|tel:)\S+$/i.test(url) ? url : null;
}

/** A path of this site, which the router follows (and which gets the language prefix). */
export function isSitePath(url: string): boolean {
  return /^\/(?!\/)/.test(url);
}

/** An e-mail address or a phone number: written to directly rather than followed in a new tab. */
export function isDirectContact(account: SocialAccount): boolean {
  const type = account.social_type.toLowerCase();
  return type === 'email' || type === 'phone' || /^(mailto|tel):/i.test(account.url.trim());
}

export function isPhoneContact(account: SocialAccount): boolean {
  return account.social_type.toLowerCase() === 'phone' || /^tel:/i.test(account.url.trim());
}
