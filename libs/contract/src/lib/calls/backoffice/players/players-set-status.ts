import { z } from 'zod';
import { defineCall } from '../../../define-call';
import { BACKOFFICE_TAG, STAFF_ROLE_ERRORS, STAFF_SESSION_NOTE } from '../backoffice-call';
import { PLAYER_LOCK_STATUSES, playerRef } from './player-entities';

export const backofficePlayerSetStatus = defineCall({
  path: 'backoffice/players/set_status',
  method: 'POST',
  fallback: 'disconnect',
  tag: BACKOFFICE_TAG,
  summary: 'Back office (owner, support): locks a player (their sessions end) or unlocks them',
  description:
    `${STAFF_SESSION_NOTE} A closed account stays closed (invalidStatus). Locking ends every live ` +
    'session of the player; signing in answers accountBlocked until unlocked.',
  request: z.object({ ...playerRef, status: z.enum(PLAYER_LOCK_STATUSES) }),
  answer: z.object({
    status: z.enum(PLAYER_LOCK_STATUSES),
    ended_sessions: z.number().int().describe('Live sessions the lock ended'),
  }),
  errors: [...STAFF_ROLE_ERRORS, 'staffSiteForbidden', 'playerNotFound', 'invalidStatus'],
});
