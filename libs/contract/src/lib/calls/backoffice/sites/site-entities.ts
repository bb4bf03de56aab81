import { z } from 'zod';
import { CMS_PAGES } from '../../../shared/cms';
import { safeString } from '../../../shared/safe-string';

/** The most HTML a CMS body or SEO text may carry (before sanitising), as the platform's CMS allows. */
export const MAX_BACKOFFICE_HTML = 100_000;

export const cmsPageName = z.enum(CMS_PAGES).describe('The CMS page (about_us, terms, faqs, ...)');

/** HTML written in the back office: stored sanitised (no script, style, event handler or javascript: URL). */
export const backofficeHtml = safeString().max(MAX_BACKOFFICE_HTML);

/** A provider of the catalogue as one site offers it. */
export const siteProvider = z.object({
  provider_code: z.string(),
  name: z.string(),
  enabled: z.boolean().describe('The site offers its games (in at least one category)'),
  categories: z.array(z.string()).describe('The categories the site offers its games in'),
  games: z.number().int().describe('Active games of the provider the site offers'),
  catalogue_games: z.number().int().describe('Active games of the provider in the whole catalogue'),
  provider_live: z.boolean().describe('False: the provider is switched off platform-wide (no launches)'),
});

/** A CMS page of a site in the list: state and whether each language has text. */
export const cmsPageSummary = z.object({
  page: cmsPageName,
  status: z.boolean().describe('False: the page is switched off (the site shows nothing of it)'),
  has_en: z.boolean(),
  has_local: z.boolean(),
  updated_at: z.string().nullable().describe('Null: the page was never written'),
});

/** One CMS page of a site, both languages (sanitised HTML). */
export const cmsPageDetail = z.object({
  page: cmsPageName,
  status: z.boolean(),
  en_body: z.string(),
  local_body: z.string(),
  local_language: z.string().describe("The site's language the local body is in (EN when it has no other)"),
  updated_at: z.string().nullable(),
});

/** A page's SEO record as the back office edits it. */
export const seoEntry = z.object({
  page_name: z.string(),
  meta_title: z.string().describe("The page's title (the browser's tab and search results)"),
  meta_desc: z.string(),
  meta_keywords: z.string(),
  en_item_name: z.string().describe('The heading shown in English'),
  local_item_name: z.string().describe('The heading shown in the local language'),
  en_body: z.string(),
  local_body: z.string(),
});
