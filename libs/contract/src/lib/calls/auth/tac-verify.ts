import { z } from 'zod';
import { defineCall } from '../../define-call';
import { CODE_ERRORS, SITE_ERRORS } from '../../shared/error-groups';
import { tacRequest } from './login-tac';

export const verifyTac = defineCall({
  path: 'auth/tac/verify',
  method: 'POST',
  fallback: 'signIn',
  tag: 'auth',
  summary: 'Verify the registered phone with the code of /auth/tac/request_new_register',
  request: tacRequest,
  answer: z.object({}),
  errors: [...SITE_ERRORS, ...CODE_ERRORS, 'alreadyVerified'],
});
