import { z } from 'zod';
import { defineCall } from '../../../define-call';
import { safeString } from '../../../shared/safe-string';
import { BACKOFFICE_TAG, STAFF_ROLE_ERRORS, STAFF_SESSION_NOTE } from '../backoffice-call';
import { siteId } from '../backoffice-entities';

/** The most marquee messages a site keeps (as the operator's content command allows). */
export const MAX_MARQUEE_MESSAGES = 20;

const message = safeString().trim().min(1).max(500);
const SITE_ERRORS = [...STAFF_ROLE_ERRORS, 'staffSiteForbidden', 'siteNotFound'] as const;

/** One message of the text running across a site's home page, as the back office edits it. */
export const marqueeEntry = z.object({
  id: z.number().int(),
  position: z.number().int().describe('Order on the home page, lowest first'),
  status: z.boolean().describe('False: switched off (the site does not show it)'),
  en_text: z.string().describe('Plain text'),
  local_text: z.string().describe('Plain text'),
});

export const siteMarquee = defineCall({
  path: 'backoffice/sites/marquee',
  method: 'POST',
  fallback: 'unavailable',
  tag: BACKOFFICE_TAG,
  summary: "Back office: a site's marquee messages (the home page's running text), in order",
  description: `${STAFF_SESSION_NOTE} Roles: owner, siteManager, viewer; only the staff member's sites.`,
  request: z.object({ site_id: siteId }),
  answer: z.object({ value: z.array(marqueeEntry) }),
  errors: SITE_ERRORS,
});

export const siteSaveMarquee = defineCall({
  path: 'backoffice/sites/save_marquee',
  method: 'POST',
  fallback: 'disconnect',
  tag: BACKOFFICE_TAG,
  summary: 'Back office: writes a marquee message of a site (a new one without id, that one with it)',
  description:
    `${STAFF_SESSION_NOTE} Roles: owner, siteManager. Plain text, shown as written. A new message ` +
    'without position goes last. The site shows the change at once.',
  request: z.object({
    site_id: siteId,
    id: z.number().int().min(1).max(2_147_483_647).optional().describe('Left out: a new message'),
    position: z.number().int().min(0).max(10_000).optional(),
    status: z.boolean(),
    en_text: message,
    local_text: message,
  }),
  answer: z.object({
    id: z.number().int().describe('The message written'),
    value: z.array(marqueeEntry).describe("The site's marquee messages after the change"),
  }),
  errors: [...SITE_ERRORS, 'invalidMarquee'],
});

export const siteDeleteMarquee = defineCall({
  path: 'backoffice/sites/delete_marquee',
  method: 'POST',
  fallback: 'disconnect',
  tag: BACKOFFICE_TAG,
  summary: 'Back office: removes a marquee message of a site; the site stops showing it at once',
  description: `${STAFF_SESSION_NOTE} Roles: owner, siteManager. An id not of this site: invalidMarquee.`,
  request: z.object({ site_id: siteId, id: z.number().int().min(1).max(2_147_483_647) }),
  answer: z.object({ value: z.array(marqueeEntry).describe("The site's marquee messages after the change") }),
  errors: [...SITE_ERRORS, 'invalidMarquee'],
});
