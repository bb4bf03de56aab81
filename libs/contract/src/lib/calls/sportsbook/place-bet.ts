import { z } from 'zod';
import { defineCall } from '../../define-call';
import { MEMBER_ERRORS } from '../../shared/error-groups';
import { memberRequest } from '../../shared/member-fields';
import { amountText } from '../cashier/cashier-entities';
import { balanceFields } from '../wallet/balance-fields';
import { PRICE_CHANGE_POLICIES, betLegInput, sportsBet, sportsRequestId } from './sports-bet-entities';

export const placeBet = defineCall({
  path: 'sports/place_bet',
  method: 'POST',
  fallback: 'disconnect',
  tag: 'sportsbook',
  summary: 'Places a single (one leg) or a parlay (2 to 10 legs, one per match) at the prices on the slip',
  description:
    'The stake is taken from the game balance. A price that moved is let through by price_change: none takes ' +
    'only the prices sent, higher also a better price, any every price; otherwise priceChanged answers the ' +
    'current prices in `lines` and nothing is placed. A suspended price answers marketSuspended, a match ' +
    'that kicked off for a market closed before it, finished or unknown marketClosed.',
  request: memberRequest.extend({
    request_id: sportsRequestId,
    stake: amountText,
    // Up to the slip's size, so that an 11-leg parlay gets tooManyLegs rather than a schema error.
    legs: z.array(betLegInput).min(1).max(20),
    price_change: z.enum(PRICE_CHANGE_POLICIES).default('none'),
  }),
  answer: z.object({ bet: sportsBet, ...balanceFields.shape }),
  errors: [
    ...MEMBER_ERRORS,
    'sportsbookUnavailable',
    'invalidAmount',
    'stakeBelowMinimum',
    'stakeAboveMaximum',
    'payoutAboveMaximum',
    'tooManyLegs',
    'sameMatchLegs',
    'marketClosed',
    'marketSuspended',
    'priceChanged',
    'insufficientFunds',
    'balanceTooLarge',
    'requestConflict',
    'lossLimitReached',
    'timedOut',
    'selfExcluded',
  ],
});
