import { z } from 'zod';
import { defineCall } from '../../../define-call';
import { safeString } from '../../../shared/safe-string';
import { BACKOFFICE_TAG, STAFF_ROLE_ERRORS, STAFF_SESSION_NOTE } from '../backoffice-call';
import { MAX_REJECT_REASON_LENGTH, queuedWithdrawal, withdrawalId } from './money-entities';

export const backofficeRejectWithdrawal = defineCall({
  path: 'backoffice/money/reject_withdrawal',
  method: 'POST',
  fallback: 'disconnect',
  tag: BACKOFFICE_TAG,
  summary:
    "Back office (owner, finance): rejects a pending withdrawal; the hold returns to the player's balance",
  description:
    `${STAFF_SESSION_NOTE} The player reads the reason in their inbox. Rejecting one already rejected ` +
    'changes nothing; one approved, paid or cancelled answers withdrawalDecided.',
  request: z.object({
    withdrawal_id: withdrawalId,
    reason: safeString()
      .max(1000)
      .describe(`Required (reasonRequired), ${MAX_REJECT_REASON_LENGTH} characters at most (reasonTooLong)`),
  }),
  answer: z.object({
    outcome: z.enum(['rejected', 'alreadyRejected']),
    withdrawal: queuedWithdrawal,
  }),
  errors: [
    ...STAFF_ROLE_ERRORS,
    'withdrawalNotFound',
    'withdrawalDecided',
    'reasonRequired',
    'reasonTooLong',
  ],
});
