import { z } from 'zod';
import { defineCall } from '../../define-call';
import { MEMBER_ERRORS } from '../../shared/error-groups';
import { memberRequest } from '../../shared/member-fields';
import { bankAccount } from './cashier-entities';

/** How many bank accounts a player may keep. */
export const MAX_BANK_ACCOUNTS = 5;

export const bankList = defineCall({
  path: 'cashier/bank_accounts',
  method: 'POST',
  fallback: 'unavailable',
  tag: 'cashier',
  summary: "The player's bank accounts, the default first",
  request: memberRequest,
  answer: z.object({ value: z.array(bankAccount), max: z.number().int() }),
  errors: MEMBER_ERRORS,
});
