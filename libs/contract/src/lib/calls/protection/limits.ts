import { defineCall } from '../../define-call';
import { MEMBER_ERRORS } from '../../shared/error-groups';
import { memberRequest } from '../../shared/member-fields';
import { protectionOverview } from './protection-entities';

export const protectionLimits = defineCall({
  path: 'protection/limits',
  method: 'POST',
  fallback: 'unavailable',
  tag: 'protection',
  summary:
    "The player's deposit, loss and session limits, pending changes, reality check, exclusion and history",
  request: memberRequest,
  answer: protectionOverview,
  errors: MEMBER_ERRORS,
});
