import { z } from 'zod';
import { defineCall } from '../../define-call';
import { ACCOUNT_STATE_ERRORS, CODE_ERRORS, SITE_ERRORS } from '../../shared/error-groups';
import { accountId, password, tac } from '../../shared/member-fields';
import { playerSiteFields } from '../../shared/site-fields';

/** Sets the new password with the code of forgot_password; every session of the account ends. */
export const resetPassword = defineCall({
  path: 'auth/reset_password',
  method: 'POST',
  fallback: 'signIn',
  tag: 'auth',
  summary: 'Set a new password with the code of /auth/forgot_password; every session ends',
  request: z.object({ ...playerSiteFields, account_id: accountId, tac, new_password: password }),
  answer: z.object({}),
  errors: [...SITE_ERRORS, ...CODE_ERRORS, 'weakPassword', ...ACCOUNT_STATE_ERRORS],
});
