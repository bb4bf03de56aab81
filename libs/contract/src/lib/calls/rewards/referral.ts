import { z } from 'zod';
import { defineCall } from '../../define-call';
import { MEMBER_ERRORS } from '../../shared/error-groups';
import { memberRequest } from '../../shared/member-fields';
import { currencyAmount } from '../../shared/money';

/** What a referrer's commission is a share of: the referred players' net loss, or their turnover (bets kept). */
export const REFERRAL_BASES = ['net_loss', 'turnover'] as const;
/** Where a referred player stands: signed up only, made a credited deposit, or played in the last 30 days. */
export const REFERRED_STATUSES = ['signed_up', 'deposited', 'playing'] as const;

/** A player who signed up with the referrer's code, masked as the winners feed masks names. */
export const referredPlayer = z.object({
  account: z.string().describe('masked account name (ab***yz)'),
  joined_at: z.string().describe('ISO 8601 sign-up time'),
  status: z.enum(REFERRED_STATUSES),
  commission: currencyAmount('commission earned from this player so far'),
});

/** One settled day of commission (days that paid nothing are left out). */
export const referralDay = z.object({
  day: z.string().describe('YYYY-MM-DD in the site time zone'),
  amount: currencyAmount('commission paid for the day'),
  referred_players: z.number().int().describe('referred players whose play counted that day'),
});

export const referralOverview = defineCall({
  path: 'referral/overview',
  method: 'POST',
  fallback: 'unavailable',
  tag: 'rewards',
  summary:
    "The player's referral code, the commission terms, the players referred (masked) and the commission settled per day",
  request: memberRequest,
  answer: z.object({
    code: z.string().describe('the referral code; the link is the site address with ?ref=<code>'),
    currency: z.string(),
    commission_percent: z.number().describe('the share of the basis paid to the referrer, in percent'),
    basis: z.enum(REFERRAL_BASES),
    time_zone: z.string().describe('IANA zone whose days are settled'),
    total_commission: currencyAmount('every commission paid so far'),
    referred: z.array(referredPlayer).describe('newest first, at most 100'),
    days: z.array(referralDay).describe('newest first, the last 30 days that paid'),
  }),
  errors: [...MEMBER_ERRORS, 'referralUnavailable'],
});
