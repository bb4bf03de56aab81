import { z } from 'zod';
import { defineCall } from '../../define-call';
import { MEMBER_ERRORS } from '../../shared/error-groups';
import { memberRequest } from '../../shared/member-fields';
import { currencyAmount } from '../../shared/money';

export const sessionStatus = defineCall({
  path: 'protection/session_status',
  method: 'POST',
  fallback: 'unavailable',
  tag: 'protection',
  summary:
    "The reality check: this session's time played and result, and when the next check or the limit is due",
  description:
    'Ask at next_reality_check_at and show the time played and the net result with "continue" and "stop".',
  request: memberRequest,
  answer: z.object({
    currency: z.string(),
    session_started_at: z.string().describe('When this session signed in'),
    minutes_played: z.number().int().describe('Whole minutes since then'),
    bets: currencyAmount('Bet in this session, major units'),
    wins: currencyAmount('Won or refunded in this session, major units'),
    net_result: currencyAmount('wins − bets: negative is a loss'),
    reality_check_minutes: z.number().int().nullable(),
    next_reality_check_at: z.string().nullable().describe('The next multiple of the interval since sign-in'),
    session_limit_minutes: z.number().int().nullable(),
    session_ends_at: z.string().nullable().describe('When the session limit stops play'),
    session_limit_reached: z.boolean(),
  }),
  errors: MEMBER_ERRORS,
});
