import { z } from 'zod';
import { defineCall } from '../../define-call';
import { MEMBER_ERRORS } from '../../shared/error-groups';
import { memberRequest } from '../../shared/member-fields';
import { currencyAmount } from '../../shared/money';
import { vipLevel } from './vip-level';

/** The player's position: the current cycle's deposit and turnover against the next level's. */
export const vipProgress = z.object({
  vip_name: z.string(),
  vip_name_next: z.string(),
  starting_deposit: currencyAmount("the current level's deposit threshold"),
  cycle_deposit: currencyAmount('deposited since reaching the current level'),
  deposit_next: currencyAmount("the next level's deposit threshold"),
  starting_turnover: currencyAmount(),
  cycle_turnover: currencyAmount(),
  turnover_next: currencyAmount(),
});

export const vip = defineCall({
  path: 'auth/vip',
  method: 'POST',
  fallback: 'unavailable',
  tag: 'vip',
  summary: "The player's VIP level and progress to the next one",
  request: memberRequest,
  answer: z.object({
    totalDeposit: currencyAmount(),
    depoProgress: z.number().int(),
    totalTurnover: currencyAmount(),
    toProgress: z.number().int(),
    currentLevel: vipLevel.nullable(),
    /** The first entry is the one read; empty when the site has no levels. */
    nextLevel: z.array(vipProgress),
  }),
  errors: MEMBER_ERRORS,
});
