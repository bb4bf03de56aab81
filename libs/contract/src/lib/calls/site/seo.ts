import { z } from 'zod';
import { defineCall } from '../../define-call';
import { SITE_ERRORS } from '../../shared/error-groups';
import { safeString } from '../../shared/safe-string';
import { siteRequest } from '../../shared/site-fields';

export const seoRecord = z.object({
  id: z.number(),
  page_name: z.string(),
  en_item_name: z.string(),
  en_body: z.string(),
  local_item_name: z.string(),
  local_body: z.string(),
  meta_title: z.string(),
  meta_desc: z.string(),
  meta_keywords: z.string(),
  meta_url: z.string(),
  meta_canonical: z.string(),
  meta_author: z.string(),
  meta_publisher: z.string(),
  meta_lang: z.string(),
  meta_image_url: z.string(),
});

export const seo = defineCall({
  path: 'seo',
  method: 'POST',
  fallback: 'unavailable',
  tag: 'site',
  summary: "The page's SEO record (value null when the site has none for that page)",
  request: siteRequest.extend({
    page_name: safeString().trim().min(1).max(64).describe("The page whose metadata is wanted: 'home', ..."),
  }),
  answer: z.object({ value: seoRecord.nullable() }),
  errors: SITE_ERRORS,
});
