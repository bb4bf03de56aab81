import { z } from 'zod';
import { defineCall } from '../../../define-call';
import { safeString } from '../../../shared/safe-string';
import { BACKOFFICE_TAG, STAFF_ROLE_ERRORS, STAFF_SESSION_NOTE } from '../backoffice-call';
import { siteId } from '../backoffice-entities';
import { seoEntry } from './site-entities';

const text = (max: number) => safeString().trim().max(max);

export const siteSeo = defineCall({
  path: 'backoffice/sites/seo',
  method: 'POST',
  fallback: 'unavailable',
  tag: BACKOFFICE_TAG,
  summary: "Back office: a site's SEO records, one per page, by page name",
  description: `${STAFF_SESSION_NOTE} Roles: owner, siteManager, viewer; only the staff member's sites.`,
  request: z.object({ site_id: siteId }),
  answer: z.object({ value: z.array(seoEntry) }),
  errors: [...STAFF_ROLE_ERRORS, 'staffSiteForbidden', 'siteNotFound'],
});

export const siteSetSeo = defineCall({
  path: 'backoffice/sites/set_seo',
  method: 'POST',
  fallback: 'disconnect',
  tag: BACKOFFICE_TAG,
  summary: "Back office: writes a page's SEO title, description, keywords and headings (a new page's too)",
  description:
    `${STAFF_SESSION_NOTE} Roles: owner, siteManager. A field left out keeps its value; the site's ` +
    'pages carry the change at once.',
  request: z
    .object({
      site_id: siteId,
      page_name: safeString()
        .trim()
        .toLowerCase()
        .regex(/^[a-z0-9][a-z0-9_-]{0,63}$/)
        .describe('The page (home, slots, casino, about, ...)'),
      meta_title: text(200).optional(),
      meta_desc: text(500).optional(),
      meta_keywords: text(500).optional(),
      en_item_name: text(200).optional(),
      local_item_name: text(200).optional(),
    })
    .refine(
      (body) =>
        [body.meta_title, body.meta_desc, body.meta_keywords, body.en_item_name, body.local_item_name].some(
          (field) => field !== undefined,
        ),
      { error: 'at least one field to change is required' },
    ),
  answer: z.object({ record: seoEntry }),
  errors: [...STAFF_ROLE_ERRORS, 'staffSiteForbidden', 'siteNotFound', 'invalidSeoRecord'],
});
