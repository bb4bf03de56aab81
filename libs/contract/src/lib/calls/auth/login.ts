import { z } from 'zod';
import { defineCall } from '../../define-call';
import { ACCOUNT_STATE_ERRORS, EXCLUSION_ERRORS, SITE_ERRORS } from '../../shared/error-groups';
import { accountId, password } from '../../shared/member-fields';
import { playerSiteFields } from '../../shared/site-fields';
import { loginAnswer } from './login-answer';

export const login = defineCall({
  path: 'auth/login',
  method: 'POST',
  fallback: 'signIn',
  tag: 'auth',
  summary: 'Log in with a password',
  request: z.object({ ...playerSiteFields, account_id: accountId, password }),
  answer: loginAnswer,
  errors: [...SITE_ERRORS, 'invalidCredentials', ...ACCOUNT_STATE_ERRORS, ...EXCLUSION_ERRORS],
});
