import { z } from 'zod';
import { defineCall } from '../../define-call';
import { MEMBER_ERRORS } from '../../shared/error-groups';
import { memberRequest } from '../../shared/member-fields';
import { safeString } from '../../shared/safe-string';
import { fairnessSeeds, revealedSeeds } from './rewards-entities';

export const fairnessRotate = defineCall({
  path: 'minigame/rotate_seed',
  method: 'POST',
  fallback: 'disconnect',
  tag: 'rewards',
  summary: 'Ends the seeds in use (revealing the server seed) and starts new ones with the given client seed',
  // Any text up to a bound reaches the platform, which answers invalidClientSeed unless it is a
  // CLIENT_SEED_PATTERN (as a bad stake answers invalidStake): the player's mistake gets its own key.
  request: memberRequest.extend({
    client_seed: safeString().max(256).describe('1 to 64 letters, digits, _ or -; else invalidClientSeed'),
  }),
  answer: z.object({ revealed: revealedSeeds, seeds: fairnessSeeds }),
  errors: [...MEMBER_ERRORS, 'rewardsUnavailable', 'invalidClientSeed'],
});
