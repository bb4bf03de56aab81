import { z } from 'zod';
import { defineCall } from '../../../define-call';
import { sportsBet } from '../../sportsbook/sports-bet-entities';
import { BACKOFFICE_TAG, STAFF_SESSION_NOTE, STAFF_SITE_ERRORS } from '../backoffice-call';
import { playerPageFields, playerRef } from './player-entities';

export const backofficePlayerBets = defineCall({
  path: 'backoffice/players/bets',
  method: 'POST',
  fallback: 'unavailable',
  tag: BACKOFFICE_TAG,
  summary: "Back office: a player's sports bets (selections, stake, state, return), newest first",
  description:
    `${STAFF_SESSION_NOTE} Any role of the player's site. Each bet as the player's own bet history ` +
    'shows it: its selections (match, market, pick, odds), stake, state and return, amounts in major ' +
    'units of the site currency.',
  request: z.object({ ...playerRef, ...playerPageFields }),
  answer: z.object({
    value: z.array(sportsBet),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
  errors: [...STAFF_SITE_ERRORS, 'playerNotFound'],
});
