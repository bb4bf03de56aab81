import { z } from 'zod';
import { defineCall } from '../../define-call';
import { MEMBER_ERRORS } from '../../shared/error-groups';
import { memberRequest } from '../../shared/member-fields';

export const logoutOthers = defineCall({
  path: 'security/logout_others',
  method: 'POST',
  fallback: 'disconnect',
  tag: 'security',
  summary: 'Sign out everywhere else: every session of the player ends but this one',
  request: memberRequest,
  answer: z.object({ ended: z.number().int().describe('How many sessions ended') }),
  errors: MEMBER_ERRORS,
});
