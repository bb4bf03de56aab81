import { z } from 'zod';
import { defineCall } from '../../../define-call';
import { BACKOFFICE_TAG, STAFF_ROLE_ERRORS, STAFF_SESSION_NOTE } from '../backoffice-call';
import { siteId } from '../backoffice-entities';
import { DEPOSIT_STATES, listedDeposit, moneyPageFields } from './money-entities';

export const backofficeDeposits = defineCall({
  path: 'backoffice/money/deposits',
  method: 'POST',
  fallback: 'unavailable',
  tag: BACKOFFICE_TAG,
  summary:
    "Back office (owner, finance, support, viewer): deposits of one state across the staff member's sites",
  description: `${STAFF_SESSION_NOTE} Newest first; pending by default.`,
  request: z.object({
    site_id: siteId.optional(),
    state: z.enum(DEPOSIT_STATES).default('pending'),
    ...moneyPageFields,
  }),
  answer: z.object({
    value: z.array(listedDeposit),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
  errors: [...STAFF_ROLE_ERRORS, 'staffSiteForbidden'],
});
