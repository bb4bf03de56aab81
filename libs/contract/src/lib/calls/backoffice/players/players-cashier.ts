import { z } from 'zod';
import { defineCall } from '../../../define-call';
import { cashierTransaction } from '../../cashier/cashier-entities';
import { BACKOFFICE_TAG, STAFF_SESSION_NOTE, STAFF_SITE_ERRORS } from '../backoffice-call';
import { playerPageFields, playerRef } from './player-entities';

export const backofficePlayerCashier = defineCall({
  path: 'backoffice/players/cashier',
  method: 'POST',
  fallback: 'unavailable',
  tag: BACKOFFICE_TAG,
  summary: "Back office: a player's deposits and withdrawals with their state, newest first",
  description: `${STAFF_SESSION_NOTE} The same records as the player's own cashier history.`,
  request: z.object({
    ...playerRef,
    type: z.enum(['deposit', 'withdrawal']).optional(),
    ...playerPageFields,
  }),
  answer: z.object({
    value: z.array(cashierTransaction),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
  errors: [...STAFF_SITE_ERRORS, 'playerNotFound'],
});
