import { z } from 'zod';
import { defineCall } from '../../../define-call';
import { BACKOFFICE_TAG, STAFF_SESSION_NOTE, STAFF_SITE_ERRORS } from '../backoffice-call';
import { playerDetail, playerRef } from './player-entities';

export const backofficePlayerGet = defineCall({
  path: 'backoffice/players/get',
  method: 'POST',
  fallback: 'unavailable',
  tag: BACKOFFICE_TAG,
  summary: "Back office: a player's profile, status, balances, sessions, limits and exclusions",
  description: `${STAFF_SESSION_NOTE} A player the site does not have answers playerNotFound.`,
  request: z.object(playerRef),
  answer: z.object({ player: playerDetail }),
  errors: [...STAFF_SITE_ERRORS, 'playerNotFound'],
});
