import { z } from 'zod';
import { defineCall } from '../../define-call';
import { ACCOUNT_STATE_ERRORS, CODE_ERRORS, EXCLUSION_ERRORS, SITE_ERRORS } from '../../shared/error-groups';
import { accountId, tac } from '../../shared/member-fields';
import { playerSiteFields } from '../../shared/site-fields';
import { loginAnswer } from './login-answer';

/** An account and the six-digit code texted to its phone. */
export const tacRequest = z.object({ ...playerSiteFields, account_id: accountId, tac });

export const loginTac = defineCall({
  path: 'auth/login_tac',
  method: 'POST',
  fallback: 'signIn',
  tag: 'auth',
  summary: 'Log in with the code of /auth/tac/request_login',
  request: tacRequest,
  answer: loginAnswer,
  errors: [
    ...SITE_ERRORS,
    ...CODE_ERRORS,
    'phoneNotVerified',
    'codeLoginDisabled',
    ...ACCOUNT_STATE_ERRORS,
    ...EXCLUSION_ERRORS,
  ],
});
