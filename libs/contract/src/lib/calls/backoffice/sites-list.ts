import { z } from 'zod';
import { defineCall } from '../../define-call';
import { safeString } from '../../shared/safe-string';
import { BACKOFFICE_TAG, STAFF_SITE_ERRORS, STAFF_SESSION_NOTE } from './backoffice-call';
import { backofficeSite, siteId } from './backoffice-entities';

export const backofficeSites = defineCall({
  path: 'backoffice/sites/list',
  method: 'POST',
  fallback: 'unavailable',
  tag: BACKOFFICE_TAG,
  summary: 'Back office: the sites the staff member may touch (or the one named), by key',
  description: `${STAFF_SESSION_NOTE} Naming a site outside theirs answers staffSiteForbidden.`,
  request: z.object({
    site_id: siteId.optional(),
    site_key: safeString().trim().min(1).max(64).optional(),
  }),
  answer: z.object({ value: z.array(backofficeSite) }),
  errors: STAFF_SITE_ERRORS,
});
