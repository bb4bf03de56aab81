import { z } from 'zod';
import { defineCall } from '../../define-call';
import { MEMBER_ERRORS } from '../../shared/error-groups';
import { memberRequest } from '../../shared/member-fields';
import { safeString } from '../../shared/safe-string';
import { currencyAmount } from '../../shared/money';
import { balanceFields } from '../wallet/balance-fields';
import { sportsBet } from './sports-bet-entities';

export const cashOut = defineCall({
  path: 'sports/cash_out',
  method: 'POST',
  fallback: 'disconnect',
  tag: 'sportsbook',
  summary: 'Settles an open bet now for its cash-out offer, if the offer is still the one the player saw',
  description:
    'The offer comes from the current prices less a margin. When it has moved (or a price is suspended), ' +
    'cashOutChanged answers the offer as it stands in `cash_out` (null when none) and nothing changes. A ' +
    'bet already cashed out answers itself again.',
  request: memberRequest.extend({
    bet_id: safeString().min(1).max(40),
    amount: currencyAmount('the offer the player accepted'),
  }),
  answer: z.object({ bet: sportsBet, ...balanceFields.shape }),
  errors: [...MEMBER_ERRORS, 'notFound', 'cashOutUnavailable', 'cashOutChanged', 'balanceTooLarge'],
});
