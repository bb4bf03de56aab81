import { z } from 'zod';
import { defineCall } from '../../define-call';
import { MEMBER_ERRORS } from '../../shared/error-groups';
import { memberRequest } from '../../shared/member-fields';
import { cashierTransaction } from './cashier-entities';

export const cashierTransactions = defineCall({
  path: 'cashier/transactions',
  method: 'POST',
  fallback: 'unavailable',
  tag: 'cashier',
  summary: "The player's deposits and withdrawals with their state and timeline, newest first",
  request: memberRequest.extend({
    type: z.enum(['deposit', 'withdrawal']).optional(),
    page: z.number().int().min(1).max(100_000).default(1),
    page_size: z.number().int().min(1).max(50).default(10),
  }),
  answer: z.object({
    value: z.array(cashierTransaction),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
  }),
  errors: MEMBER_ERRORS,
});
