import { z } from 'zod';
import { defineCall } from '../../define-call';
import { MEMBER_ERRORS } from '../../shared/error-groups';
import { memberRequest } from '../../shared/member-fields';

export const logoutAll = defineCall({
  path: 'auth/logout_all',
  method: 'POST',
  fallback: 'disconnect',
  tag: 'auth',
  summary: 'Sign out everywhere: every session of the player ends, this one included',
  request: memberRequest,
  answer: z.object({}),
  errors: MEMBER_ERRORS,
});
