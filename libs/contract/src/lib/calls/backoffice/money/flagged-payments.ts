import { z } from 'zod';
import { defineCall } from '../../../define-call';
import { BACKOFFICE_TAG, STAFF_ROLE_ERRORS, STAFF_SESSION_NOTE } from '../backoffice-call';
import { siteId } from '../backoffice-entities';
import { moneyPageFields } from './money-entities';

/** A PSP notification the cashier did not act on, for a person to look at. */
export const flaggedPayment = z.object({
  notification_id: z.number().int(),
  provider_code: z.string(),
  event_id: z.string(),
  type: z.string().describe('payment.succeeded, payout.paid...'),
  reference: z.string().describe('The deposit or withdrawal id the PSP named'),
  site_id: z.number().int().nullable().describe('Null: the reference names no deposit or withdrawal'),
  site_key: z.string().nullable(),
  why: z.string().describe('Why it was flagged'),
  deliveries: z.number().int(),
  received_at: z.string(),
});

export const backofficeFlaggedPayments = defineCall({
  path: 'backoffice/money/flagged_payments',
  method: 'POST',
  fallback: 'unavailable',
  tag: BACKOFFICE_TAG,
  summary:
    "Back office (owner, finance, support, viewer): flagged PSP notifications of the staff member's sites",
  description:
    `${STAFF_SESSION_NOTE} Newest first. A notification belongs to the site of the deposit or withdrawal ` +
    'it names; one naming none is shown to owners only.',
  request: z.object({ site_id: siteId.optional(), ...moneyPageFields }),
  answer: z.object({
    value: z.array(flaggedPayment),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
  errors: [...STAFF_ROLE_ERRORS, 'staffSiteForbidden'],
});
