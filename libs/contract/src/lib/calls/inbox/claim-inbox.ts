import { z } from 'zod';
import { defineCall } from '../../define-call';
import { MEMBER_ERRORS } from '../../shared/error-groups';
import { memberRequest } from '../../shared/member-fields';
import { balanceFields } from '../wallet/balance-fields';
import { rewardAmount, rewardType } from './get-inbox';
import { inboxIdField } from './inbox-id';

export const claimInbox = defineCall({
  path: 'settings/claim_inbox',
  method: 'POST',
  fallback: 'disconnect',
  tag: 'inbox',
  summary: "Claim an inbox message's reward (paid once) and answer the new balances",
  request: memberRequest.extend({
    inbox_id: inboxIdField,
  }),
  answer: z.object({
    inbox_id: z.number().int(),
    reward_type: rewardType,
    reward_amount: rewardAmount,
    ...balanceFields.shape,
  }),
  errors: [
    ...MEMBER_ERRORS,
    'notFound',
    'alreadyClaimed',
    'nothingToClaim',
    'rewardExpired',
    'invalidAmount',
    'balanceTooLarge',
  ],
});
