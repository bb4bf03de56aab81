import { z } from 'zod';
import { defineCall } from '../../define-call';
import { MEMBER_ERRORS } from '../../shared/error-groups';
import { memberRequest } from '../../shared/member-fields';

export const checkStatus = defineCall({
  path: 'settings/check_status',
  method: 'POST',
  fallback: 'disconnect',
  tag: 'profile',
  summary: 'Whether the account may still play (BLOCK or CLOSE otherwise), and its unread inbox messages',
  request: memberRequest,
  answer: z.object({
    account_id: z.string(),
    status: z.literal('active'),
    phone_verified: z.boolean(),
    unread_inbox: z.number().int().nonnegative(),
  }),
  errors: MEMBER_ERRORS,
});
