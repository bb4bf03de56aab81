import { z } from 'zod';
import { defineCall } from '../../define-call';
import { EXCLUSION_ERRORS, MEMBER_ERRORS } from '../../shared/error-groups';
import { memberRequest } from '../../shared/member-fields';
import { safeString } from '../../shared/safe-string';
import { amountText, cashierTransaction, requestId } from './cashier-entities';

export const depositCreate = defineCall({
  path: 'cashier/deposit',
  method: 'POST',
  fallback: 'disconnect',
  tag: 'cashier',
  summary: "Starts a deposit: the payment is created at the PSP and the answer is its hosted page's address",
  description:
    'The wallet is credited only when the PSP notifies that the payment succeeded (docs/payment-protocol.md). ' +
    "The method's fee (fixed + percent of the amount, the percent rounded up to a whole minor unit) is paid " +
    'on top: the PSP payment is amount + fee, and the wallet is credited the amount. A deposit that would ' +
    "take the player's deposits of a window past a deposit limit is refused (depositLimitReached, with the " +
    'binding period and what it still allows).',
  request: memberRequest.extend({
    method_code: safeString().min(1).max(32),
    amount: amountText,
    request_id: requestId,
  }),
  answer: z.object({
    deposit: cashierTransaction,
    redirect_url: z.string().describe("The PSP's hosted payment page"),
  }),
  errors: [
    ...MEMBER_ERRORS,
    'invalidAmount',
    'methodUnavailable',
    'amountBelowMinimum',
    'amountAboveMaximum',
    'requestConflict',
    'paymentUnavailable',
    'depositLimitReached',
    ...EXCLUSION_ERRORS,
  ],
});
