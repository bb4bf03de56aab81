import { z } from 'zod';
import { safeString } from '../shared/safe-string';

/**
 * A PSP's notification to the platform (docs/payment-protocol.md): where it is sent, how it is signed
 * and what it says. The PSP is a third party: this is its protocol, not a call of the players' API.
 */
export const PSP_NOTIFY_PATH = 'cashier/psp/notify/:provider';

export const PSP_HEADERS = {
  merchant: 'psp-merchant',
  signature: 'psp-signature',
} as const;

/** How far a signature's time may be from the receiver's clock. */
export const PSP_SIGNATURE_TOLERANCE_SECONDS = 300;

export const PSP_EVENT_TYPES = [
  'payment.succeeded',
  'payment.failed',
  'payment.expired',
  'payment.cancelled',
  'payout.paid',
  'payout.failed',
] as const;

export const pspEvent = z.object({
  id: safeString().min(1).max(100),
  type: z.enum(PSP_EVENT_TYPES),
  created: z.number().int(),
  data: z.object({
    id: safeString().min(1).max(100).describe('The PSP’s payment (pay_…) or payout (po_…) id'),
    reference: safeString().min(1).max(64).describe('The platform’s deposit (dep_…) or withdrawal (wd_…) id'),
    amount: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).describe('Minor units'),
    currency: z.string().regex(/^[A-Z]{3}$/),
    status: safeString().max(40),
    failure_reason: safeString().max(200).nullish(),
  }),
});
export type PspEvent = z.output<typeof pspEvent>;

/** What the platform answers a notification: 200 for one it took (new or seen before), else 400 or 401. */
export const pspNotificationAnswer = z.object({
  received: z.boolean(),
  outcome: z.string().optional(),
  error: z.string().optional(),
});
