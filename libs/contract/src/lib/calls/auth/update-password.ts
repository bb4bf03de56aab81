import { z } from 'zod';
import { defineCall } from '../../define-call';
import { MEMBER_ERRORS } from '../../shared/error-groups';
import { memberRequest, password } from '../../shared/member-fields';

export const updatePassword = defineCall({
  path: 'auth/update_password',
  method: 'POST',
  fallback: 'disconnect',
  tag: 'auth',
  summary: "Change the password; the player's other sessions end",
  request: memberRequest.extend({ password, new_password: password }),
  answer: z.object({}),
  errors: [...MEMBER_ERRORS, 'samePassword', 'invalidPassword', 'weakPassword'],
});
