import { z } from 'zod';
import { defineCall } from '../../../define-call';
import { safeString } from '../../../shared/safe-string';
import { BACKOFFICE_TAG, STAFF_ROLE_ERRORS, STAFF_SESSION_NOTE } from '../backoffice-call';
import { siteId } from '../backoffice-entities';
import { moneyPageFields } from './money-entities';

/** The shortest and longest wait, in minutes, before a round without a result is listed. */
export const MIN_OPEN_ROUND_AGE_MINUTES = 1;
export const MAX_OPEN_ROUND_AGE_MINUTES = 60 * 24 * 30;
/** The wait listed unless another is asked: an hour without a result. */
export const DEFAULT_OPEN_ROUND_AGE_MINUTES = 60;

/** A game round a provider left open: a bet taken, no win and no end. */
export const openRound = z.object({
  site_id: z.number().int(),
  site_key: z.string(),
  account_id: z.string().describe("The player's account id"),
  provider_code: z.string(),
  provider_name: z.string(),
  round_id: z.string(),
  game_code: z.string(),
  game_name: z.string(),
  stake_minor: z.number().int().describe('The bets not yet refunded, in minor units'),
  currency: z.string(),
  digits: z.number().int().describe('Decimal places of the currency'),
  started_at: z.string(),
  age_minutes: z.number().int().describe('Minutes since the round began'),
});

export const backofficeOpenRounds = defineCall({
  path: 'backoffice/money/open_rounds',
  method: 'POST',
  fallback: 'unavailable',
  tag: BACKOFFICE_TAG,
  summary:
    "Back office (owner, finance, support, viewer): game rounds providers left open on the staff member's sites",
  description:
    `${STAFF_SESSION_NOTE} A round is listed when it has a bet not refunded, no win and no end, and began ` +
    'at least older_than_minutes ago (an hour by default). Oldest first.',
  request: z.object({
    site_id: siteId.optional(),
    older_than_minutes: z
      .number()
      .int()
      .min(MIN_OPEN_ROUND_AGE_MINUTES)
      .max(MAX_OPEN_ROUND_AGE_MINUTES)
      .default(DEFAULT_OPEN_ROUND_AGE_MINUTES),
    ...moneyPageFields,
  }),
  answer: z.object({
    value: z.array(openRound),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
  errors: [...STAFF_ROLE_ERRORS, 'staffSiteForbidden'],
});

export const backofficeCloseRound = defineCall({
  path: 'backoffice/money/close_round',
  method: 'POST',
  fallback: 'disconnect',
  tag: BACKOFFICE_TAG,
  summary: 'Back office (owner, finance): closes a round a provider left open, refunding its unpaid bets',
  description:
    `${STAFF_SESSION_NOTE} The round's bets are rolled back through the seamless wallet (the player gets ` +
    'the stake back) and the round ends; a win the provider sends for it afterwards is refused ' +
    '(ROUND_CLOSED). Closing a round already closed refunds nothing again (outcome alreadyClosed). A ' +
    "round of a site outside the staff member's answers roundNotFound.",
  request: z.object({
    provider_code: safeString().trim().min(1).max(64),
    round_id: safeString().trim().min(1).max(128),
  }),
  answer: z.object({
    outcome: z.enum(['closed', 'alreadyClosed']),
    refunded_bets: z.number().int(),
    refunded_minor: z.number().int(),
    currency: z.string(),
    digits: z.number().int(),
  }),
  errors: [...STAFF_ROLE_ERRORS, 'roundNotFound'],
});
