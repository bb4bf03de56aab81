import { z } from 'zod';
import { defineCall } from '../../../define-call';
import { safeString } from '../../../shared/safe-string';
import { BACKOFFICE_TAG, STAFF_SESSION_NOTE, STAFF_SITE_ERRORS } from '../backoffice-call';
import { siteId } from '../backoffice-entities';
import { playerPageFields, playerSummary } from './player-entities';

export const backofficePlayersSearch = defineCall({
  path: 'backoffice/players/search',
  method: 'POST',
  fallback: 'unavailable',
  tag: BACKOFFICE_TAG,
  summary: "Back office: players of the staff member's sites by account id, phone, e-mail or name",
  description:
    `${STAFF_SESSION_NOTE} The account id matches exactly; the phone's digits, the e-mail and the name ` +
    'match as a case-insensitive part. Only the sites the staff member may touch (or the one named).',
  request: z.object({
    query: safeString().trim().min(1).max(100),
    site_id: siteId.optional(),
    ...playerPageFields,
  }),
  answer: z.object({
    value: z.array(playerSummary),
    total: z.number().int().describe('Players matching, over all pages'),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
  errors: STAFF_SITE_ERRORS,
});
