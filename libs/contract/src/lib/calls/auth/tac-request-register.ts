import { defineCall } from '../../define-call';
import { ACCOUNT_STATE_ERRORS, SITE_ERRORS } from '../../shared/error-groups';
import { accountRequest } from '../../shared/member-fields';
import { codeSentAnswer } from './login-answer';

/** Texts a code to a new account's phone, to verify it with auth/tac/verify. */
export const requestRegisterTac = defineCall({
  path: 'auth/tac/request_new_register',
  method: 'POST',
  fallback: 'signIn',
  tag: 'auth',
  summary: "Send a code to the new account's phone, to verify it (see /auth/tac/verify)",
  request: accountRequest,
  answer: codeSentAnswer,
  errors: [...SITE_ERRORS, 'notFound', 'alreadyVerified', 'smsUnavailable', ...ACCOUNT_STATE_ERRORS],
});
