import { z } from 'zod';
import { defineCall } from '../../define-call';
import { MEMBER_ERRORS } from '../../shared/error-groups';
import { gameCategory } from '../../shared/game';
import { memberRequest } from '../../shared/member-fields';
import { safeString } from '../../shared/safe-string';

/** The largest page bet_history answers. */
export const MAX_BET_HISTORY_PAGE_SIZE = 50;

const day = safeString()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe("A day, YYYY-MM-DD, in the site's time (UTC)");

/** One round of a game, as the player's history lists it. Amounts in major units of the site currency. */
export const betRound = z.object({
  round_id: z.string().describe("The provider's round id"),
  provider_code: z.string(),
  provider_name: z.string(),
  game_code: z.string(),
  game_name: z.string(),
  game_type: z.string(),
  bet: z.number(),
  win: z.number(),
  refund: z.number().describe('Bets the provider rolled back'),
  net: z.number().describe('win + refund - bet'),
  status: z.enum(['open', 'closed']),
  started_at: z.string(),
  ended_at: z.string().nullable(),
});

export const betHistory = defineCall({
  path: 'product/bet_history',
  method: 'POST',
  fallback: 'unavailable',
  tag: 'play',
  summary: "The player's game rounds, newest first, by date range and game type",
  request: memberRequest.extend({
    date_from: day.optional(),
    date_to: day.optional(),
    game_type: gameCategory.optional(),
    page: z.number().int().min(1).max(10_000).default(1),
    page_size: z.number().int().min(1).max(MAX_BET_HISTORY_PAGE_SIZE).default(20),
  }),
  answer: z.object({
    value: z.array(betRound),
    total: z.number().describe('Rounds matching, over all pages'),
    page: z.number(),
    page_size: z.number(),
  }),
  errors: MEMBER_ERRORS,
});

export type BetRound = z.output<typeof betRound>;
