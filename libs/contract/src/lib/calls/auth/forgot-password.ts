import { z } from 'zod';
import { defineCall } from '../../define-call';
import { ACCOUNT_STATE_ERRORS, SITE_ERRORS } from '../../shared/error-groups';
import { accountId, text } from '../../shared/member-fields';
import { playerSiteFields } from '../../shared/site-fields';
import { codeSentAnswer } from './login-answer';

/** Texts a reset code to the account's registered phone, when the phone given is that phone. */
export const forgotPassword = defineCall({
  path: 'auth/forgot_password',
  method: 'POST',
  fallback: 'signIn',
  tag: 'auth',
  summary: 'Send a password reset code to the registered phone (then /auth/reset_password)',
  request: z.object({ ...playerSiteFields, account_id: accountId, contact_phone: text(32) }),
  answer: codeSentAnswer,
  errors: [...SITE_ERRORS, 'invalidAccountOrPhone', 'smsUnavailable', ...ACCOUNT_STATE_ERRORS],
});
