import { z } from 'zod';
import { defineCall } from '../../define-call';
import { BACKOFFICE_TAG, STAFF_ROLE_ERRORS, STAFF_SESSION_NOTE } from './backoffice-call';
import { staffId, staffMember } from './backoffice-entities';

export const staffEnable = defineCall({
  path: 'backoffice/staff/enable',
  method: 'POST',
  fallback: 'disconnect',
  tag: BACKOFFICE_TAG,
  summary: 'Back office (owner): enables a disabled staff member again',
  description: `${STAFF_SESSION_NOTE} They sign in with their password and authenticator as before.`,
  request: z.object({ staff_id: staffId }),
  answer: z.object({ staff: staffMember }),
  errors: [...STAFF_ROLE_ERRORS, 'staffNotFound'],
});
