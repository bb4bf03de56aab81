import { z } from 'zod';
import { defineCall } from '../../define-call';
import { MEMBER_ERRORS } from '../../shared/error-groups';
import { memberRequest } from '../../shared/member-fields';
import { sportsBet } from './sports-bet-entities';

export const MAX_SPORTS_BETS_PAGE_SIZE = 50;

export const sportsBets = defineCall({
  path: 'sports/bets',
  method: 'POST',
  fallback: 'unavailable',
  tag: 'sportsbook',
  summary: "The player's sports bets, newest first: open ones with their cash-out offer, or settled ones",
  request: memberRequest.extend({
    state: z.enum(['open', 'settled', 'all']).default('all'),
    page: z.number().int().min(1).max(10_000).default(1),
    page_size: z.number().int().min(1).max(MAX_SPORTS_BETS_PAGE_SIZE).default(10),
  }),
  answer: z.object({
    value: z.array(sportsBet),
    total: z.number().describe('Bets matching, over all pages'),
    page: z.number(),
    page_size: z.number(),
  }),
  errors: MEMBER_ERRORS,
});
