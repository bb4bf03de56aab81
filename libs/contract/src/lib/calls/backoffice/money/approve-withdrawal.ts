import { z } from 'zod';
import { defineCall } from '../../../define-call';
import { BACKOFFICE_TAG, STAFF_ROLE_ERRORS, STAFF_SESSION_NOTE } from '../backoffice-call';
import { queuedWithdrawal, withdrawalId } from './money-entities';

export const backofficeApproveWithdrawal = defineCall({
  path: 'backoffice/money/approve_withdrawal',
  method: 'POST',
  fallback: 'disconnect',
  tag: BACKOFFICE_TAG,
  summary: 'Back office (owner, finance): approves a pending withdrawal and sends its payout',
  description:
    `${STAFF_SESSION_NOTE} Above the site's four-eyes threshold the first approval is only recorded ` +
    '(outcome awaitingSecondApprover, the withdrawal stays pending); the same staff member again is ' +
    'refused (withdrawalSecondApproverRequired) and another owner or finance member approves it. ' +
    'Approving one already approved or paid changes nothing and sends no second payout (outcome ' +
    "alreadyApproved). A withdrawal of a site outside the staff member's answers withdrawalNotFound.",
  request: z.object({ withdrawal_id: withdrawalId }),
  answer: z.object({
    outcome: z.enum(['approved', 'awaitingSecondApprover', 'alreadyApproved']),
    withdrawal: queuedWithdrawal,
  }),
  errors: [
    ...STAFF_ROLE_ERRORS,
    'withdrawalNotFound',
    'withdrawalDecided',
    'withdrawalSecondApproverRequired',
  ],
});
