import { z } from 'zod';
import { defineCall } from '../../define-call';
import { MEMBER_ERRORS } from '../../shared/error-groups';
import { memberRequest } from '../../shared/member-fields';
import { MINIGAMES, minigameRound } from './rewards-entities';

export const minigameRounds = defineCall({
  path: 'minigame/rounds',
  method: 'POST',
  fallback: 'unavailable',
  tag: 'rewards',
  summary: "The player's token rounds, newest first, with what is needed to verify each",
  request: memberRequest.extend({
    game: z.enum(MINIGAMES).nullish(),
    before_round_id: z.number().int().min(1).nullish().describe('paging: rounds older than this one'),
    limit: z.number().int().min(1).max(50).nullish(),
  }),
  answer: z.object({ rounds: z.array(minigameRound), has_more: z.boolean() }),
  errors: [...MEMBER_ERRORS, 'rewardsUnavailable'],
});
