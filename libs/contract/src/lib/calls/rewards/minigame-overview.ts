import { z } from 'zod';
import { defineCall } from '../../define-call';
import { MEMBER_ERRORS } from '../../shared/error-groups';
import { memberRequest } from '../../shared/member-fields';
import { tokenCount } from '../../shared/money';
import { balanceFields } from '../wallet/balance-fields';
import { diceRules, fairnessSeeds, wheelSegment } from './rewards-entities';

export const minigameOverview = defineCall({
  path: 'minigame/overview',
  method: 'POST',
  fallback: 'unavailable',
  tag: 'rewards',
  summary: "The token games' rules, the player's tokens, free spin, seeds and claimable rewards",
  request: memberRequest,
  answer: z.object({
    ...balanceFields.shape,
    wheel: z.array(wheelSegment),
    spin_cost: tokenCount('tokens a paid spin costs'),
    free_spin_available: z.boolean().describe("the day's free spin (site time zone) is not used yet"),
    next_free_spin_at: z.string().describe('ISO 8601: the next midnight in the site time zone'),
    dice: diceRules,
    seeds: fairnessSeeds,
    tokens_per_wager: z
      .object({ tokens: tokenCount(), per: z.number().describe('major units wagered') })
      .describe('what real play earns'),
    claimable: z.number().int().describe('missions completed and not claimed yet, plus a free spin'),
  }),
  errors: [...MEMBER_ERRORS, 'rewardsUnavailable'],
});
