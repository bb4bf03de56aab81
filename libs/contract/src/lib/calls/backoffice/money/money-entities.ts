import { z } from 'zod';
import { safeString } from '../../../shared/safe-string';
import { pageFields } from '../backoffice-entities';

/** The largest page of the withdrawal queue and of the deposits list. */
export const MAX_MONEY_PAGE_SIZE = 100;

/** The states a withdrawal passes through (pending waits for a decision). */
export const WITHDRAWAL_STATES = ['pending', 'approved', 'paid', 'rejected', 'cancelled', 'failed'] as const;

/** The states of a deposit: created, pending at the PSP, then completed (credited), failed, expired or cancelled. */
export const DEPOSIT_STATES = ['created', 'pending', 'completed', 'failed', 'expired', 'cancelled'] as const;

/** The longest rejection reason (the player reads it in their inbox). */
export const MAX_REJECT_REASON_LENGTH = 200;

/** The largest four-eyes threshold, in minor units. */
export const MAX_FOUR_EYES_THRESHOLD_MINOR = 1_000_000_000_000;

/** A withdrawal named by its public id (wd_...). */
export const withdrawalId = safeString().trim().min(1).max(64).describe('The withdrawal id (wd_...)');

/** The page fields of a paged money list. */
export const moneyPageFields = pageFields(MAX_MONEY_PAGE_SIZE, 50);

/** One staff approval of a withdrawal. */
export const withdrawalApproval = z.object({
  staff_id: z.number().int(),
  staff_email: z.string(),
  at: z.string(),
});

/** A withdrawal as the queue lists it. */
export const queuedWithdrawal = z.object({
  withdrawal_id: z.string(),
  site_id: z.number().int(),
  site_key: z.string(),
  account_id: z.string().describe("The player's account id"),
  amount_minor: z.number().int().describe('Held from the balance; the player receives amount − fee'),
  fee_minor: z.number().int(),
  currency: z.string(),
  digits: z.number().int().describe('Decimal places of the currency'),
  method_name: z.string(),
  state: z.enum(WITHDRAWAL_STATES),
  reason: z.string().describe('The rejection or failure reason, else empty'),
  requested_at: z.string(),
  updated_at: z.string(),
  approvals: z.array(withdrawalApproval).describe('Staff approvals so far, oldest first'),
  needs_second_approver: z
    .boolean()
    .describe("Above the site's four-eyes threshold: two different staff members must approve"),
});

/** A deposit as the back office lists it. */
export const listedDeposit = z.object({
  deposit_id: z.string(),
  site_id: z.number().int(),
  site_key: z.string(),
  account_id: z.string(),
  amount_minor: z.number().int().describe('What the wallet is (or would be) credited'),
  fee_minor: z.number().int(),
  currency: z.string(),
  digits: z.number().int(),
  method_name: z.string(),
  state: z.enum(DEPOSIT_STATES),
  psp_payment_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** A site's four-eyes threshold. */
export const fourEyesThreshold = z.object({
  site_id: z.number().int(),
  site_key: z.string(),
  currency: z.string(),
  digits: z.number().int(),
  threshold_minor: z.number().int().describe('A withdrawal of more than this needs two approvers'),
  is_default: z.boolean().describe('True: the site has none set (1,000.00 of its currency)'),
});
