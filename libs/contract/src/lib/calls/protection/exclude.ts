import { z } from 'zod';
import { defineCall } from '../../define-call';
import { MEMBER_ERRORS } from '../../shared/error-groups';
import { memberRequest } from '../../shared/member-fields';
import { safeString } from '../../shared/safe-string';
import { exclusion } from './protection-entities';

export const exclude = defineCall({
  path: 'protection/exclude',
  method: 'POST',
  fallback: 'disconnect',
  tag: 'protection',
  summary: 'Takes a time-out or self-excludes from this site: at once, ending every session',
  description:
    'Until it ends the player cannot sign in, deposit or play on this site, and cannot shorten or lift it; ' +
    'a longer one may replace it. This session ends too: the answer is the last one it gets.',
  request: memberRequest.extend({
    type: safeString().max(32).describe('timeout or self_exclusion'),
    period: safeString().max(16).describe('24h, 7d, 30d or 6w (time-out); 6m, 1y or 5y (self-exclusion)'),
  }),
  answer: z.object({ exclusion }),
  errors: [...MEMBER_ERRORS, 'invalidExclusion', 'exclusionCannotShorten'],
});
