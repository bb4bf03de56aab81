import { z } from 'zod';
import { defineCall } from '../../define-call';
import { MEMBER_ERRORS } from '../../shared/error-groups';
import { memberRequest } from '../../shared/member-fields';

export const checkStatus = defineCall({
  path: 'settings/check_status',
  method: 'POST',
  fallback: 'disconnect',
  tag: 'profile',
  summary:
    'Whether the account may still play (BLOCK or CLOSE otherwise), its unread inbox messages, the masked phone and the registration date',
  request: memberRequest,
  answer: z.object({
    account_id: z.string(),
    status: z.literal('active'),
    phone_verified: z.boolean(),
    /** The mobile number, all but its first three and last three characters hidden: +63•••••••567. */
    phone: z.string(),
    /** When the account was opened (ISO 8601). */
    registered_at: z.string(),
    unread_inbox: z.number().int().nonnegative(),
  }),
  errors: MEMBER_ERRORS,
});
