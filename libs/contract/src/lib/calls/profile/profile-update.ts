import { z } from 'zod';
import { defineCall } from '../../define-call';
import { MEMBER_ERRORS } from '../../shared/error-groups';
import { memberRequest, text } from '../../shared/member-fields';

/** The player's editable profile, sent whole. */
export const profileUpdate = defineCall({
  path: 'settings/profile_update',
  method: 'POST',
  fallback: 'disconnect',
  tag: 'profile',
  summary: 'Change the full name and e-mail address',
  request: memberRequest.extend({ full_name: text(200), contact_email: text(254) }),
  answer: z.object({
    /** The first entry holds the stored name and email. */
    value: z.array(z.object({ account_id: z.string(), full_name: z.string(), contact_email: z.string() })),
  }),
  errors: [...MEMBER_ERRORS, 'invalidName', 'invalidEmail'],
});
