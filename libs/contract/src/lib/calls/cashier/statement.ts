import { z } from 'zod';
import { defineCall } from '../../define-call';
import { MEMBER_ERRORS } from '../../shared/error-groups';
import { currencyAmount } from '../../shared/money';
import { memberRequest } from '../../shared/member-fields';
import { safeString } from '../../shared/safe-string';

/** The largest statement page. */
export const MAX_STATEMENT_PAGE_SIZE = 100;
/** The most lines one CSV download carries. */
export const MAX_STATEMENT_CSV_LINES = 10_000;

/** What a statement line is, for the type filter. */
export const STATEMENT_TYPES = [
  'deposit',
  'withdrawal',
  'bet',
  'win',
  'refund',
  'bonus',
  'adjustment',
] as const;

const day = safeString()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .describe('A day, YYYY-MM-DD (UTC)');

export const statementRequest = memberRequest.extend({
  date_from: day.optional(),
  date_to: day.optional(),
  type: z.enum(STATEMENT_TYPES).optional(),
});

/** One movement of the player's game balance, newest first. */
export const statementLine = z.object({
  id: z.number().int(),
  at: z.string(),
  type: z.enum(STATEMENT_TYPES),
  kind: z.string().describe('The ledger kind (withdrawalHold, withdrawalRelease, …)'),
  description: z.string(),
  amount: currencyAmount('Signed: positive adds to the available balance'),
  balance: currencyAmount('The available balance after it'),
});

export const statement = defineCall({
  path: 'cashier/statement',
  method: 'POST',
  fallback: 'unavailable',
  tag: 'cashier',
  summary: "The player's balance movements with the running balance, by date range and type",
  request: statementRequest.extend({
    page: z.number().int().min(1).max(100_000).default(1),
    page_size: z.number().int().min(1).max(MAX_STATEMENT_PAGE_SIZE).default(10),
  }),
  answer: z.object({
    value: z.array(statementLine),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    currency: z.string(),
  }),
  errors: MEMBER_ERRORS,
});

export const statementCsv = defineCall({
  path: 'cashier/statement_csv',
  method: 'POST',
  fallback: 'disconnect',
  tag: 'cashier',
  summary: 'The statement selection as CSV text (at most 10,000 lines, newest first)',
  request: statementRequest,
  answer: z.object({ filename: z.string(), csv: z.string(), truncated: z.boolean() }),
  errors: MEMBER_ERRORS,
});
