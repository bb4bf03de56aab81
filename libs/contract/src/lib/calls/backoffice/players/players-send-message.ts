import { z } from 'zod';
import { defineCall } from '../../../define-call';
import { safeString } from '../../../shared/safe-string';
import { BACKOFFICE_TAG, STAFF_ROLE_ERRORS, STAFF_SESSION_NOTE } from '../backoffice-call';
import { playerRef } from './player-entities';

export const backofficePlayerSendMessage = defineCall({
  path: 'backoffice/players/send_message',
  method: 'POST',
  fallback: 'disconnect',
  tag: BACKOFFICE_TAG,
  summary: "Back office (owner, support): puts a message in a player's inbox",
  description: `${STAFF_SESSION_NOTE} Title and body are plain text, stored and shown as text (never HTML).`,
  request: z.object({
    ...playerRef,
    title: safeString().trim().min(1).max(100),
    body: safeString().trim().min(1).max(2000),
  }),
  answer: z.object({ message_id: z.number().int() }),
  errors: [...STAFF_ROLE_ERRORS, 'staffSiteForbidden', 'playerNotFound'],
});
