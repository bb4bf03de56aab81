import { z } from 'zod';
import { defineCall } from '../../define-call';
import { BACKOFFICE_TAG, STAFF_OPEN_ERRORS, STAFF_SESSION_NOTE } from './backoffice-call';

export const staffSignOut = defineCall({
  path: 'backoffice/auth/sign_out',
  method: 'POST',
  fallback: 'disconnect',
  tag: BACKOFFICE_TAG,
  summary: 'Back office: sign out; the staff session ends at once and its cookie is cleared',
  description: STAFF_SESSION_NOTE,
  request: z.object({}),
  answer: z.object({}),
  errors: STAFF_OPEN_ERRORS,
});
