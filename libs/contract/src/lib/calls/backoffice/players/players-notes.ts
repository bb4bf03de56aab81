import { z } from 'zod';
import { defineCall } from '../../../define-call';
import { BACKOFFICE_TAG, STAFF_SESSION_NOTE, STAFF_SITE_ERRORS } from '../backoffice-call';
import { playerNote, playerPageFields, playerRef } from './player-entities';

export const backofficePlayerNotes = defineCall({
  path: 'backoffice/players/notes',
  method: 'POST',
  fallback: 'unavailable',
  tag: BACKOFFICE_TAG,
  summary: "Back office: the staff's notes on a player, newest first, with their authors",
  description:
    `${STAFF_SESSION_NOTE} Every role of the player's site reads them. Notes are plain text and are ` +
    'never edited or deleted.',
  request: z.object({ ...playerRef, ...playerPageFields }),
  answer: z.object({
    value: z.array(playerNote),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
  errors: [...STAFF_SITE_ERRORS, 'playerNotFound'],
});
