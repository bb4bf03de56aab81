import { z } from 'zod';
import { defineCall } from '../../define-call';
import { BACKOFFICE_TAG, STAFF_ROLE_ERRORS, STAFF_SESSION_NOTE } from './backoffice-call';
import { staffMember } from './backoffice-entities';

export const staffList = defineCall({
  path: 'backoffice/staff/list',
  method: 'POST',
  fallback: 'unavailable',
  tag: BACKOFFICE_TAG,
  summary: 'Back office (owner): every staff member with role, sites, authenticator and state',
  description: STAFF_SESSION_NOTE,
  request: z.object({}),
  answer: z.object({ value: z.array(staffMember) }),
  errors: STAFF_ROLE_ERRORS,
});
