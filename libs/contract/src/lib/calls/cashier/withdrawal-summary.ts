import { z } from 'zod';
import { defineCall } from '../../define-call';
import { MEMBER_ERRORS } from '../../shared/error-groups';
import { currencyAmount } from '../../shared/money';
import { memberRequest } from '../../shared/member-fields';

export const withdrawalSummary = defineCall({
  path: 'cashier/withdrawal_summary',
  method: 'POST',
  fallback: 'unavailable',
  tag: 'cashier',
  summary: 'How much the player can withdraw now and why, and the withdrawal limits',
  description:
    "Deposits must be played through (the site's wagering multiple, 1× by default) before they can leave: " +
    'withdrawable = balance − the part of the deposits not yet wagered.',
  request: memberRequest,
  answer: z.object({
    currency: z.string(),
    balance: currencyAmount('The available game balance'),
    held: currencyAmount('Held for pending withdrawals'),
    withdrawable: currencyAmount('What can be withdrawn now'),
    wagering_required: currencyAmount('Deposits × the wagering multiple'),
    wagered: currencyAmount('Bets less refunds, over the account’s life'),
    wagering_left: currencyAmount('Still to be wagered before all the balance is withdrawable'),
    wagering_multiple: z.number(),
    pending: z.number().int().describe('Withdrawals waiting for approval'),
    max_pending: z.number().int(),
    today: z.number().int().describe('Withdrawals requested today (UTC)'),
    max_per_day: z.number().int(),
  }),
  errors: MEMBER_ERRORS,
});
