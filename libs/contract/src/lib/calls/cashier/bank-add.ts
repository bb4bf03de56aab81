import { z } from 'zod';
import { defineCall } from '../../define-call';
import { MEMBER_ERRORS } from '../../shared/error-groups';
import { memberRequest } from '../../shared/member-fields';
import { safeString } from '../../shared/safe-string';
import { bankAccount } from './cashier-entities';

export const bankAdd = defineCall({
  path: 'cashier/bank_add',
  method: 'POST',
  fallback: 'disconnect',
  tag: 'cashier',
  summary:
    'Adds a bank account of the player in the player’s own name (a player without a name takes the first holder’s)',
  request: memberRequest.extend({
    bank_code: safeString().min(1).max(32),
    holder_name: safeString().trim().min(1).max(100),
    account_number: safeString().trim().min(1).max(40),
  }),
  answer: z.object({ bank_account: bankAccount }),
  errors: [
    ...MEMBER_ERRORS,
    'bankUnavailable',
    'bankAccountInvalid',
    'holderNameMismatch',
    'bankAccountsFull',
    'bankAccountExists',
  ],
});
