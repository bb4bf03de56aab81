import { z } from 'zod';
import { defineCall } from '../../../define-call';
import { safeString } from '../../../shared/safe-string';
import { BACKOFFICE_TAG, STAFF_ROLE_ERRORS, STAFF_SESSION_NOTE } from '../backoffice-call';
import { siteId } from '../backoffice-entities';
import { backofficeHtml } from './site-entities';

/** The most announcements a site keeps (as the operator's content command allows). */
export const MAX_ANNOUNCEMENTS = 100;

const title = safeString().trim().min(1).max(200);
const SITE_ERRORS = [...STAFF_ROLE_ERRORS, 'staffSiteForbidden', 'siteNotFound'] as const;

/** One announcement of a site as the back office edits it (the site shows those switched on, newest first). */
export const announcementEntry = z.object({
  id: z.number().int(),
  position: z.number().int().describe('Order among announcements published at the same time'),
  status: z.boolean().describe('False: switched off (the site does not show it)'),
  en_title: z.string(),
  local_title: z.string(),
  en_content: z.string().describe('Sanitised HTML'),
  local_content: z.string().describe('Sanitised HTML'),
  published_at: z.string().describe('ISO 8601'),
});

export const siteAnnouncements = defineCall({
  path: 'backoffice/sites/announcements',
  method: 'POST',
  fallback: 'unavailable',
  tag: BACKOFFICE_TAG,
  summary: "Back office: a site's announcements (the news page), switched on or off, newest first",
  description: `${STAFF_SESSION_NOTE} Roles: owner, siteManager, viewer; only the staff member's sites.`,
  request: z.object({ site_id: siteId }),
  answer: z.object({ value: z.array(announcementEntry) }),
  errors: SITE_ERRORS,
});

export const siteSaveAnnouncement = defineCall({
  path: 'backoffice/sites/save_announcement',
  method: 'POST',
  fallback: 'disconnect',
  tag: BACKOFFICE_TAG,
  summary: 'Back office: writes an announcement of a site (a new one without id, that one with it)',
  description:
    `${STAFF_SESSION_NOTE} Roles: owner, siteManager. Titles are plain text; the bodies are sanitised as ` +
    'the CMS does (no script, style, event handler or javascript: URL). A new announcement without ' +
    'position goes last, without published_at is published now. The site shows the change at once.',
  request: z.object({
    site_id: siteId,
    id: z.number().int().min(1).max(2_147_483_647).optional().describe('Left out: a new announcement'),
    position: z.number().int().min(0).max(10_000).optional(),
    status: z.boolean(),
    en_title: title,
    local_title: title,
    en_content: backofficeHtml,
    local_content: backofficeHtml,
    published_at: z.iso.datetime({ offset: true }).optional().describe('ISO 8601 with a time zone'),
  }),
  answer: z.object({
    id: z.number().int().describe('The announcement written'),
    value: z.array(announcementEntry).describe("The site's announcements after the change"),
  }),
  errors: [...SITE_ERRORS, 'invalidAnnouncement'],
});

export const siteDeleteAnnouncement = defineCall({
  path: 'backoffice/sites/delete_announcement',
  method: 'POST',
  fallback: 'disconnect',
  tag: BACKOFFICE_TAG,
  summary: 'Back office: removes an announcement of a site; the site stops showing it at once',
  description: `${STAFF_SESSION_NOTE} Roles: owner, siteManager. An id not of this site: invalidAnnouncement.`,
  request: z.object({ site_id: siteId, id: z.number().int().min(1).max(2_147_483_647) }),
  answer: z.object({
    value: z.array(announcementEntry).describe("The site's announcements after the change"),
  }),
  errors: [...SITE_ERRORS, 'invalidAnnouncement'],
});
