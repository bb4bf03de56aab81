import { z } from 'zod';
import { defineCall } from '../../define-call';
import { MEMBER_ERRORS } from '../../shared/error-groups';
import { memberRequest } from '../../shared/member-fields';

export const logout = defineCall({
  path: 'auth/logout',
  method: 'POST',
  fallback: 'disconnect',
  tag: 'auth',
  summary: 'Sign out: the session token stops working at once',
  request: memberRequest,
  answer: z.object({}),
  errors: MEMBER_ERRORS,
});
