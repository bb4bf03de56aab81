import { z } from 'zod';
import { defineCall } from '../../../define-call';
import { BACKOFFICE_TAG, STAFF_SESSION_NOTE, STAFF_SITE_ERRORS } from '../backoffice-call';
import { MAX_PLAYER_PAGE_SIZE, playerRef, statementLine } from './player-entities';

export const backofficePlayerLedger = defineCall({
  path: 'backoffice/players/ledger',
  method: 'POST',
  fallback: 'unavailable',
  tag: BACKOFFICE_TAG,
  summary: "Back office: a player's statement, every change of every pocket, newest first",
  description:
    `${STAFF_SESSION_NOTE} A player the site does not have answers playerNotFound. Page on with ` +
    "`before_transaction_id` set to the answer's `next_before`.",
  request: z.object({
    ...playerRef,
    before_transaction_id: z
      .number()
      .int()
      .min(1)
      .optional()
      .describe('Only lines of transactions older than this one (the next page)'),
    page_size: z.number().int().min(1).max(MAX_PLAYER_PAGE_SIZE).default(MAX_PLAYER_PAGE_SIZE),
  }),
  answer: z.object({
    value: z.array(statementLine),
    next_before: z
      .number()
      .int()
      .nullable()
      .describe('The before_transaction_id of the next (older) page; null: this is the last'),
  }),
  errors: [...STAFF_SITE_ERRORS, 'playerNotFound'],
});
