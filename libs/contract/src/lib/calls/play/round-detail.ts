import { z } from 'zod';
import { defineCall } from '../../define-call';
import { MEMBER_ERRORS } from '../../shared/error-groups';
import { memberRequest } from '../../shared/member-fields';
import { safeString } from '../../shared/safe-string';
import { betRound } from './bet-history';

export const WALLET_MOVES = ['bet', 'win', 'rollback'] as const;

export const roundDetail = defineCall({
  path: 'product/round_detail',
  method: 'POST',
  fallback: 'unavailable',
  tag: 'play',
  summary: "One of the player's rounds with every wallet call the provider made in it",
  request: memberRequest.extend({
    provider_code: safeString().min(1).max(64),
    round_id: safeString().min(1).max(100),
  }),
  answer: z.object({
    round: betRound,
    moves: z.array(
      z.object({
        kind: z.enum(WALLET_MOVES),
        transaction_id: z.string(),
        amount: z.number().describe('Major units of the site currency'),
        created_at: z.string(),
      }),
    ),
  }),
  errors: [...MEMBER_ERRORS, 'notFound'],
});
