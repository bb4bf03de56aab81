import { z } from 'zod';
import { defineCall } from '../../define-call';
import { MEMBER_ERRORS } from '../../shared/error-groups';
import { memberRequest } from '../../shared/member-fields';
import { safeString } from '../../shared/safe-string';
import { amountText, cashierTransaction, requestId } from './cashier-entities';

export const withdrawalCreate = defineCall({
  path: 'cashier/withdraw',
  method: 'POST',
  fallback: 'disconnect',
  tag: 'cashier',
  summary:
    'Requests a withdrawal to one of the player’s bank accounts; the amount is held until it is decided',
  request: memberRequest.extend({
    method_code: safeString().min(1).max(32),
    amount: amountText,
    bank_account_id: z.number().int().min(1),
    request_id: requestId,
  }),
  answer: z.object({ withdrawal: cashierTransaction }),
  errors: [
    ...MEMBER_ERRORS,
    'invalidAmount',
    'methodUnavailable',
    'amountBelowMinimum',
    'amountAboveMaximum',
    'notWithdrawable',
    'tooManyPendingWithdrawals',
    'dailyWithdrawalLimit',
    'notFound',
    'requestConflict',
  ],
});
