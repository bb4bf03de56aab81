import { z } from 'zod';
import { defineCall } from '../../define-call';
import { MEMBER_ERRORS } from '../../shared/error-groups';
import { memberRequest } from '../../shared/member-fields';
import { balanceFields } from '../wallet/balance-fields';
import { minigameRound, roundRequestId } from './rewards-entities';

export const minigameSpin = defineCall({
  path: 'minigame/spin',
  method: 'POST',
  fallback: 'disconnect',
  tag: 'rewards',
  summary: 'Spins the lucky wheel: the daily free spin, or a paid spin that costs spin_cost tokens',
  request: memberRequest.extend({ request_id: roundRequestId, free: z.boolean() }),
  answer: z.object({ round: minigameRound, ...balanceFields.shape }),
  errors: [
    ...MEMBER_ERRORS,
    'rewardsUnavailable',
    'insufficientTokens',
    'freeSpinUsed',
    'requestConflict',
    'balanceTooLarge',
  ],
});
