import { z } from 'zod';
import { defineCall } from '../../define-call';
import { BACKOFFICE_TAG, STAFF_OPEN_ERRORS, STAFF_SESSION_NOTE } from './backoffice-call';
import { staffProfile } from './backoffice-entities';

export const staffMe = defineCall({
  path: 'backoffice/auth/me',
  method: 'POST',
  fallback: 'unavailable',
  tag: BACKOFFICE_TAG,
  summary: 'Back office: the signed-in staff member, their role and their sites',
  description: STAFF_SESSION_NOTE,
  request: z.object({}),
  answer: z.object({ staff: staffProfile }),
  errors: STAFF_OPEN_ERRORS,
});
