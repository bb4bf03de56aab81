import { z } from 'zod';
import { defineCall } from '../../../define-call';
import { safeString } from '../../../shared/safe-string';
import { BACKOFFICE_TAG, STAFF_ROLE_ERRORS, STAFF_SESSION_NOTE } from '../backoffice-call';
import { MAX_PLAYER_NOTE_LENGTH, playerNote, playerRef } from './player-entities';

export const backofficePlayerAddNote = defineCall({
  path: 'backoffice/players/add_note',
  method: 'POST',
  fallback: 'disconnect',
  tag: BACKOFFICE_TAG,
  summary: "Back office (owner, support): adds a staff note to a player's account",
  description:
    `${STAFF_SESSION_NOTE} The body is plain text, stored and shown as text (never HTML). A note is ` +
    'kept for good: there is no call to edit or delete one.',
  request: z.object({
    ...playerRef,
    body: safeString().trim().min(1).max(MAX_PLAYER_NOTE_LENGTH),
  }),
  answer: z.object({ note: playerNote }),
  errors: [...STAFF_ROLE_ERRORS, 'staffSiteForbidden', 'playerNotFound'],
});
