import {
  MAX_ANNOUNCEMENTS,
  MAX_MARQUEE_MESSAGES,
  MAX_PARTNERS,
  MAX_SLIDES,
  MAX_SOCIAL_ACCOUNTS,
  MAX_TRACKING_SCRIPT_LENGTH,
  MAX_TRACKING_SCRIPTS,
  SOCIAL_TYPES,
} from '@wl/contract';
import { z } from 'zod';
import { assetUrl } from '../site-settings';
import { MAX_HTML_LENGTH } from './cms-html';

const html = z.string().max(MAX_HTML_LENGTH);
const text = (max: number) => z.string().trim().max(max);
const required = (max: number) => z.string().trim().min(1).max(max);
/** A link target: a path on the site, an http(s) URL, mailto: or tel:. */
const link = z
  .string()
  .max(500)
  .refine((v) => /^\/(?!\/)/.test(v) || /^(https?:\/\/|mailto:|tel:)\S+$/i.test(v), {
    message: 'a path starting with /, an http(s) URL, mailto: or tel:',
  });

export const PAGE_NAME = /^[a-z0-9][a-z0-9_-]{0,63}$/;

export const cmsPageInput = z.object({ status: z.boolean(), en_body: html, local_body: html });

export const seoInput = z.object({
  page_name: z.string().regex(PAGE_NAME, 'a page name: lower-case letters, digits, - and _'),
  en_item_name: text(200),
  en_body: html,
  local_item_name: text(200),
  local_body: html,
  meta_title: text(200),
  meta_desc: text(500),
  meta_keywords: text(500),
  meta_url: assetUrl,
  meta_canonical: assetUrl,
  meta_author: text(200),
  meta_publisher: text(200),
  meta_lang: z.string().regex(/^$|^[a-z]{2,3}(-[A-Za-z]{2,4})?$/, 'a language tag like en or zh-TW'),
  meta_image_url: assetUrl,
});

export const socialAccountsInput = z
  .array(z.object({ social_type: z.enum(SOCIAL_TYPES), account_name: required(100), url: link }))
  .max(MAX_SOCIAL_ACCOUNTS);

export const partnersInput = z
  .array(z.object({ href: link, img_url: assetUrl.refine((v) => v !== ''), partner_name: required(100) }))
  .max(MAX_PARTNERS);

/** Operator-written tracking snippets: not sanitised (they are meant to run), only bounded in size. */
export const trackingScriptsInput = z
  .array(z.object({ section: z.enum(['HEAD', 'BODY']), script: required(MAX_TRACKING_SCRIPT_LENGTH) }))
  .max(MAX_TRACKING_SCRIPTS);

export const slidesInput = z
  .array(
    z.object({
      en_title: required(120),
      local_title: required(120),
      en_subtitle: text(200),
      local_subtitle: text(200),
      image_url: assetUrl.nullable().optional(),
      link_url: link,
    }),
  )
  .max(MAX_SLIDES);

export const announcementsInput = z
  .array(
    z.object({
      en_title: required(200),
      local_title: required(200),
      en_content: html,
      local_content: html,
      published_at: z.date(),
    }),
  )
  .max(MAX_ANNOUNCEMENTS);

export const marqueeInput = z
  .array(z.object({ en_text: required(500), local_text: required(500) }))
  .max(MAX_MARQUEE_MESSAGES);

export const adVisitInput = z
  .object({ fbp: text(255), appsflyer_id: text(255) })
  .refine((v) => v.fbp !== '' || v.appsflyer_id !== '', { message: 'fbp or appsflyer_id' });
