import { z } from 'zod';
import { defineCall } from '../../define-call';
import { MEMBER_ERRORS } from '../../shared/error-groups';
import { memberRequest } from '../../shared/member-fields';
import { leaderboardEntry, leaderboardPeriod } from './rewards-entities';

export const leaderboard = defineCall({
  path: 'leaderboard/get',
  method: 'POST',
  fallback: 'unavailable',
  tag: 'rewards',
  summary: "A weekly tournament's ranking (the current one unless a past period is named), and past periods",
  request: memberRequest.extend({ period_id: z.number().int().min(1).nullish() }),
  answer: z.object({
    period: leaderboardPeriod,
    entries: z.array(leaderboardEntry).describe('the top 20'),
    me: leaderboardEntry.nullable().describe("the player's own place, also when outside the top 20"),
    past: z.array(leaderboardPeriod).describe('the last 10 ended periods, newest first'),
  }),
  errors: [...MEMBER_ERRORS, 'rewardsUnavailable', 'notFound'],
});
