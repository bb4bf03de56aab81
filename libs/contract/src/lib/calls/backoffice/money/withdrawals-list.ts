import { z } from 'zod';
import { defineCall } from '../../../define-call';
import { BACKOFFICE_TAG, STAFF_ROLE_ERRORS, STAFF_SESSION_NOTE } from '../backoffice-call';
import { siteId } from '../backoffice-entities';
import { moneyPageFields, queuedWithdrawal, WITHDRAWAL_STATES } from './money-entities';

export const backofficeWithdrawals = defineCall({
  path: 'backoffice/money/withdrawals',
  method: 'POST',
  fallback: 'unavailable',
  tag: BACKOFFICE_TAG,
  summary: "Back office (owner, finance, support, viewer): the withdrawal queue of the staff member's sites",
  description:
    `${STAFF_SESSION_NOTE} Withdrawals of one state (pending by default), oldest first, across the ` +
    "staff member's sites (or the one named), each with its approvals so far and whether it needs a " +
    'second approver.',
  request: z.object({
    site_id: siteId.optional(),
    state: z.enum(WITHDRAWAL_STATES).default('pending'),
    ...moneyPageFields,
  }),
  answer: z.object({
    value: z.array(queuedWithdrawal),
    total: z.number().int().describe('Withdrawals matching, over all pages'),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
  errors: [...STAFF_ROLE_ERRORS, 'staffSiteForbidden'],
});
