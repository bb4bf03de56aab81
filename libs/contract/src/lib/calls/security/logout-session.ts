import { z } from 'zod';
import { defineCall } from '../../define-call';
import { MEMBER_ERRORS } from '../../shared/error-groups';
import { memberRequest } from '../../shared/member-fields';

export const logoutSession = defineCall({
  path: 'security/logout_session',
  method: 'POST',
  fallback: 'disconnect',
  tag: 'security',
  summary: "Signs out one of the player's live sessions by its id (from /security/overview)",
  request: memberRequest.extend({ session_id: z.number().int().min(1).max(2_147_483_647) }),
  answer: z.object({}),
  errors: [...MEMBER_ERRORS, 'notFound'],
});
