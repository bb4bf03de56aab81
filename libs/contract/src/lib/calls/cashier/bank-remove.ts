import { z } from 'zod';
import { defineCall } from '../../define-call';
import { MEMBER_ERRORS } from '../../shared/error-groups';
import { memberRequest } from '../../shared/member-fields';
import { bankAccount } from './cashier-entities';

export const bankRemove = defineCall({
  path: 'cashier/bank_remove',
  method: 'POST',
  fallback: 'disconnect',
  tag: 'cashier',
  summary: 'Removes one of the player’s bank accounts (withdrawals already made to it keep it)',
  request: memberRequest.extend({ bank_account_id: z.number().int().min(1) }),
  answer: z.object({ value: z.array(bankAccount) }),
  errors: [...MEMBER_ERRORS, 'notFound'],
});
