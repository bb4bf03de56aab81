import { z } from 'zod';
import { defineCall } from '../../define-call';
import { MEMBER_ERRORS } from '../../shared/error-groups';
import { memberRequest } from '../../shared/member-fields';
import { safeString } from '../../shared/safe-string';
import { cashierTransaction } from './cashier-entities';

export const withdrawalCancel = defineCall({
  path: 'cashier/withdrawal_cancel',
  method: 'POST',
  fallback: 'disconnect',
  tag: 'cashier',
  summary: 'Cancels a withdrawal still waiting for approval; its hold returns to the balance',
  request: memberRequest.extend({ withdrawal_id: safeString().min(1).max(64) }),
  answer: z.object({ withdrawal: cashierTransaction }),
  errors: [...MEMBER_ERRORS, 'notFound', 'notCancellable'],
});
