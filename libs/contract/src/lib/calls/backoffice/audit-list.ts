import { z } from 'zod';
import { defineCall } from '../../define-call';
import { safeString } from '../../shared/safe-string';
import { BACKOFFICE_TAG, STAFF_ROLE_ERRORS, STAFF_SESSION_NOTE } from './backoffice-call';
import { auditEntry, pageFields, siteId, staffId } from './backoffice-entities';

/** The largest page of the audit log. */
export const MAX_AUDIT_PAGE_SIZE = 100;

const moment = z.iso.datetime({ offset: true }).describe('ISO 8601 with a time zone');

export const auditList = defineCall({
  path: 'backoffice/audit/list',
  method: 'POST',
  fallback: 'unavailable',
  tag: BACKOFFICE_TAG,
  summary: 'Back office (owner): the staff audit log, newest first, by staff, action, site and time',
  description: `${STAFF_SESSION_NOTE} \`from\` is inclusive, \`to\` exclusive.`,
  request: z.object({
    staff_id: staffId.optional(),
    action: safeString().trim().min(1).max(100).optional(),
    site_id: siteId.optional().describe('Entries about this site (a filter: owners see every site)'),
    from: moment.optional(),
    to: moment.optional(),
    ...pageFields(MAX_AUDIT_PAGE_SIZE, 50),
  }),
  answer: z.object({
    value: z.array(auditEntry),
    total: z.number().int().describe('Entries matching, over all pages'),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
  errors: STAFF_ROLE_ERRORS,
});
