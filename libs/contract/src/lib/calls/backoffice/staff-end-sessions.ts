import { z } from 'zod';
import { defineCall } from '../../define-call';
import { BACKOFFICE_TAG, STAFF_ROLE_ERRORS, STAFF_SESSION_NOTE } from './backoffice-call';
import { staffId } from './backoffice-entities';

export const staffEndSessions = defineCall({
  path: 'backoffice/staff/end_sessions',
  method: 'POST',
  fallback: 'disconnect',
  tag: BACKOFFICE_TAG,
  summary: 'Back office (owner): ends every live session of a staff member (their own included)',
  description: STAFF_SESSION_NOTE,
  request: z.object({ staff_id: staffId }),
  answer: z.object({ ended: z.number().int().describe('How many sessions ended') }),
  errors: [...STAFF_ROLE_ERRORS, 'staffNotFound'],
});
