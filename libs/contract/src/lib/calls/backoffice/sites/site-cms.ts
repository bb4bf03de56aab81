import { z } from 'zod';
import { defineCall } from '../../../define-call';
import { BACKOFFICE_TAG, STAFF_ROLE_ERRORS, STAFF_SESSION_NOTE } from '../backoffice-call';
import { siteId } from '../backoffice-entities';
import { backofficeHtml, cmsPageDetail, cmsPageName, cmsPageSummary } from './site-entities';

const READ_ROLES = "Roles: owner, siteManager, viewer; only the staff member's sites.";

export const siteCmsPages = defineCall({
  path: 'backoffice/sites/cms_pages',
  method: 'POST',
  fallback: 'unavailable',
  tag: BACKOFFICE_TAG,
  summary: "Back office: a site's CMS pages, each switched on or off, with which languages have text",
  description: `${STAFF_SESSION_NOTE} ${READ_ROLES}`,
  request: z.object({ site_id: siteId }),
  answer: z.object({ value: z.array(cmsPageSummary) }),
  errors: [...STAFF_ROLE_ERRORS, 'staffSiteForbidden', 'siteNotFound'],
});

export const siteCmsPage = defineCall({
  path: 'backoffice/sites/cms_page',
  method: 'POST',
  fallback: 'unavailable',
  tag: BACKOFFICE_TAG,
  summary: 'Back office: one CMS page of a site, in English and its local language',
  description: `${STAFF_SESSION_NOTE} ${READ_ROLES}`,
  request: z.object({ site_id: siteId, page: cmsPageName }),
  answer: z.object({ page: cmsPageDetail }),
  errors: [...STAFF_ROLE_ERRORS, 'staffSiteForbidden', 'siteNotFound'],
});

export const siteSetCmsPage = defineCall({
  path: 'backoffice/sites/set_cms_page',
  method: 'POST',
  fallback: 'disconnect',
  tag: BACKOFFICE_TAG,
  summary: 'Back office: writes a CMS page of a site (either language or both, or its state)',
  description:
    `${STAFF_SESSION_NOTE} Roles: owner, siteManager. Bodies are sanitised as the CMS always does: ` +
    'script, style, event handlers and javascript: URLs are removed. A field left out keeps its value. ' +
    'The site shows the change at once.',
  request: z
    .object({
      site_id: siteId,
      page: cmsPageName,
      status: z.boolean().optional(),
      en_body: backofficeHtml.optional(),
      local_body: backofficeHtml.optional(),
    })
    .refine(
      (body) => body.status !== undefined || body.en_body !== undefined || body.local_body !== undefined,
      { error: 'status, en_body or local_body is required' },
    ),
  answer: z.object({ page: cmsPageDetail }),
  errors: [...STAFF_ROLE_ERRORS, 'staffSiteForbidden', 'siteNotFound', 'invalidCmsPage'],
});

export const siteCmsPreview = defineCall({
  path: 'backoffice/sites/cms_preview',
  method: 'POST',
  fallback: 'unavailable',
  tag: BACKOFFICE_TAG,
  summary: 'Back office: HTML as the CMS would store it (the same sanitiser), for the editor’s preview',
  description: `${STAFF_SESSION_NOTE} Roles: owner, siteManager. Stores nothing.`,
  request: z.object({ html: backofficeHtml }),
  answer: z.object({ html: z.string() }),
  errors: STAFF_ROLE_ERRORS,
});
