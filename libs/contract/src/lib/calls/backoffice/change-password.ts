import { z } from 'zod';
import { defineCall } from '../../define-call';
import { password } from '../../shared/member-fields';
import { BACKOFFICE_TAG, STAFF_OPEN_ERRORS, STAFF_SESSION_NOTE } from './backoffice-call';

export const staffChangePassword = defineCall({
  path: 'backoffice/auth/change_password',
  method: 'POST',
  fallback: 'disconnect',
  tag: BACKOFFICE_TAG,
  summary: "Back office: the signed-in staff member's own new password; their other sessions end",
  description: `${STAFF_SESSION_NOTE} The current password must be given (invalidCredentials otherwise); the new one follows the players' password rules and differs from it. A member whose password was set by someone else must call this before any other call.`,
  request: z.object({
    current_password: password,
    new_password: password,
  }),
  answer: z.object({ ended_sessions: z.number().int().describe('Other sessions of theirs that ended') }),
  errors: [...STAFF_OPEN_ERRORS, 'invalidCredentials', 'staffPasswordUnchanged', 'weakPassword'],
});
