import { z } from 'zod';
import { defineCall } from '../../define-call';
import { MEMBER_ERRORS } from '../../shared/error-groups';
import { memberRequest } from '../../shared/member-fields';
import { balanceFields } from '../wallet/balance-fields';
import { mission, prize } from './rewards-entities';

export const missionList = defineCall({
  path: 'mission/list',
  method: 'POST',
  fallback: 'unavailable',
  tag: 'rewards',
  summary: "The site's daily and weekly missions with the player's progress in the current period",
  request: memberRequest,
  answer: z.object({ time_zone: z.string(), missions: z.array(mission) }),
  errors: [...MEMBER_ERRORS, 'rewardsUnavailable'],
});

export const missionClaim = defineCall({
  path: 'mission/claim',
  method: 'POST',
  fallback: 'disconnect',
  tag: 'rewards',
  summary: "Claims a completed mission's reward for the current period: paid once",
  request: memberRequest.extend({ mission_id: z.number().int().min(1) }),
  answer: z.object({ mission_id: z.number().int(), reward: prize, ...balanceFields.shape }),
  errors: [
    ...MEMBER_ERRORS,
    'rewardsUnavailable',
    'notFound',
    'missionIncomplete',
    'alreadyClaimed',
    'balanceTooLarge',
  ],
});
