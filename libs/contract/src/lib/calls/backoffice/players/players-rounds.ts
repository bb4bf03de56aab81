import { z } from 'zod';
import { defineCall } from '../../../define-call';
import { betRound } from '../../play/bet-history';
import { BACKOFFICE_TAG, STAFF_SESSION_NOTE, STAFF_SITE_ERRORS } from '../backoffice-call';
import { playerPageFields, playerRef } from './player-entities';

export const backofficePlayerRounds = defineCall({
  path: 'backoffice/players/rounds',
  method: 'POST',
  fallback: 'unavailable',
  tag: BACKOFFICE_TAG,
  summary: "Back office: a player's game rounds (bets, wins, refunds), newest first",
  description: `${STAFF_SESSION_NOTE} Amounts in major units of the site currency, as the player's history.`,
  request: z.object({ ...playerRef, ...playerPageFields }),
  answer: z.object({
    value: z.array(betRound),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
  errors: [...STAFF_SITE_ERRORS, 'playerNotFound'],
});
