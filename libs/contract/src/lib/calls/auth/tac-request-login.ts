import { defineCall } from '../../define-call';
import { ACCOUNT_STATE_ERRORS, SITE_ERRORS } from '../../shared/error-groups';
import { accountRequest } from '../../shared/member-fields';
import { codeSentAnswer } from './login-answer';

export const requestLoginTac = defineCall({
  path: 'auth/tac/request_login',
  method: 'POST',
  fallback: 'signIn',
  tag: 'auth',
  summary: 'Send a login code to the registered phone (see /auth/login_tac)',
  request: accountRequest,
  answer: codeSentAnswer,
  errors: [
    ...SITE_ERRORS,
    'notFound',
    'phoneNotVerified',
    'codeLoginDisabled',
    'smsUnavailable',
    ...ACCOUNT_STATE_ERRORS,
  ],
});
