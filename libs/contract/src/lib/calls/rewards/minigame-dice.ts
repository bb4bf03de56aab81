import { z } from 'zod';
import { defineCall } from '../../define-call';
import { MEMBER_ERRORS } from '../../shared/error-groups';
import { memberRequest } from '../../shared/member-fields';
import { balanceFields } from '../wallet/balance-fields';
import { DICE_DIRECTIONS, minigameRound, roundRequestId } from './rewards-entities';

export const minigameDice = defineCall({
  path: 'minigame/dice',
  method: 'POST',
  fallback: 'disconnect',
  tag: 'rewards',
  summary: 'Rolls the dice (0.00 to 100.00) for tokens: wins when the roll is under (or over) the target',
  request: memberRequest.extend({
    request_id: roundRequestId,
    stake: z.number().describe('whole tokens, within the dice rules; else invalidStake'),
    target: z.number().describe('0.01 steps; the chance it makes must be within the dice rules'),
    direction: z.enum(DICE_DIRECTIONS),
  }),
  answer: z.object({ round: minigameRound, ...balanceFields.shape }),
  errors: [
    ...MEMBER_ERRORS,
    'rewardsUnavailable',
    'invalidStake',
    'invalidTarget',
    'insufficientTokens',
    'requestConflict',
    'balanceTooLarge',
  ],
});
