import { z } from 'zod';
import { defineCall } from '../../define-call';
import { MEMBER_ERRORS } from '../../shared/error-groups';
import { memberRequest } from '../../shared/member-fields';
import { clientSeed, fairnessSeeds, revealedSeeds } from './rewards-entities';

export const fairnessRotate = defineCall({
  path: 'minigame/rotate_seed',
  method: 'POST',
  fallback: 'disconnect',
  tag: 'rewards',
  summary: 'Ends the seeds in use (revealing the server seed) and starts new ones with the given client seed',
  request: memberRequest.extend({ client_seed: clientSeed }),
  answer: z.object({ revealed: revealedSeeds, seeds: fairnessSeeds }),
  errors: [...MEMBER_ERRORS, 'rewardsUnavailable', 'invalidClientSeed'],
});
