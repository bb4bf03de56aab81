import { z } from 'zod';
import { defineCall } from '../../../define-call';
import { BACKOFFICE_TAG, STAFF_ROLE_ERRORS, STAFF_SESSION_NOTE } from '../backoffice-call';
import { playerRef } from './player-entities';

export const backofficePlayerEndSessions = defineCall({
  path: 'backoffice/players/end_sessions',
  method: 'POST',
  fallback: 'disconnect',
  tag: BACKOFFICE_TAG,
  summary: 'Back office (owner, support): ends every live session of a player',
  description: STAFF_SESSION_NOTE,
  request: z.object(playerRef),
  answer: z.object({ ended: z.number().int().describe('How many sessions ended') }),
  errors: [...STAFF_ROLE_ERRORS, 'staffSiteForbidden', 'playerNotFound'],
});
