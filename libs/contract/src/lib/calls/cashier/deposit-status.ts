import { z } from 'zod';
import { defineCall } from '../../define-call';
import { MEMBER_ERRORS } from '../../shared/error-groups';
import { memberRequest } from '../../shared/member-fields';
import { safeString } from '../../shared/safe-string';
import { cashierTransaction } from './cashier-entities';

export const depositStatus = defineCall({
  path: 'cashier/deposit_status',
  method: 'POST',
  fallback: 'unavailable',
  tag: 'cashier',
  summary: "One of the player's deposits with its timeline (the page the PSP sends the player back to)",
  request: memberRequest.extend({ deposit_id: safeString().min(1).max(64) }),
  answer: z.object({ deposit: cashierTransaction }),
  errors: [...MEMBER_ERRORS, 'notFound'],
});
