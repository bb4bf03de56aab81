import { z } from 'zod';
import { defineCall } from '../../define-call';
import { BACKOFFICE_TAG, STAFF_ROLE_ERRORS, STAFF_SESSION_NOTE } from './backoffice-call';
import { staffId, staffMember } from './backoffice-entities';

export const staffDisable = defineCall({
  path: 'backoffice/staff/disable',
  method: 'POST',
  fallback: 'disconnect',
  tag: BACKOFFICE_TAG,
  summary: 'Back office (owner): disables a staff member; every session of theirs ends at once',
  description: `${STAFF_SESSION_NOTE} The last enabled owner cannot be disabled (staffLastOwner).`,
  request: z.object({ staff_id: staffId }),
  answer: z.object({ staff: staffMember, ended_sessions: z.number().int() }),
  errors: [...STAFF_ROLE_ERRORS, 'staffNotFound', 'staffLastOwner'],
});
