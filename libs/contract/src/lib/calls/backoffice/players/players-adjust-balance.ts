import { z } from 'zod';
import { defineCall } from '../../../define-call';
import { safeString } from '../../../shared/safe-string';
import { BACKOFFICE_TAG, STAFF_ROLE_ERRORS, STAFF_SESSION_NOTE } from '../backoffice-call';
import { MAX_ADJUST_REASON_LENGTH, playerBalances, playerRef, statementLine } from './player-entities';

/** The largest adjustment either way, in minor units. */
export const MAX_ADJUST_MINOR = 1_000_000_000_000;

export const backofficePlayerAdjust = defineCall({
  path: 'backoffice/players/adjust_balance',
  method: 'POST',
  fallback: 'disconnect',
  tag: BACKOFFICE_TAG,
  summary: "Back office (owner, finance): credits or debits a player's game balance with a reason",
  description:
    `${STAFF_SESSION_NOTE} Posted through the ledger as a credit or debit. The same request_id again ` +
    'posts nothing and answers the first posting (replayed); with another amount or player it is ' +
    'refused (idempotencyConflict). A debit past the available balance answers insufficientFunds.',
  request: z.object({
    ...playerRef,
    amount_minor: z
      .number()
      .int()
      .min(-MAX_ADJUST_MINOR)
      .max(MAX_ADJUST_MINOR)
      .describe('Signed, minor units: positive credits, negative debits; never 0 (invalidAmount)'),
    reason: safeString()
      .max(1000)
      .describe(
        `Why; required (reasonRequired), ${MAX_ADJUST_REASON_LENGTH} characters at most (reasonTooLong)`,
      ),
    request_id: safeString()
      .trim()
      .min(8)
      .max(100)
      .describe('Made once per adjustment by the client; a retry sends the same'),
  }),
  answer: z.object({
    line: statementLine.describe('The posting to the available game balance'),
    replayed: z.boolean().describe('True: an earlier request with this id had posted it'),
    balances: playerBalances,
  }),
  errors: [
    ...STAFF_ROLE_ERRORS,
    'staffSiteForbidden',
    'playerNotFound',
    'invalidAmount',
    'reasonRequired',
    'reasonTooLong',
    'insufficientFunds',
    'balanceTooLarge',
    'idempotencyConflict',
  ],
});
