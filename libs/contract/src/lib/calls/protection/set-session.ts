import { z } from 'zod';
import { defineCall } from '../../define-call';
import { MEMBER_ERRORS } from '../../shared/error-groups';
import { memberRequest } from '../../shared/member-fields';
import { protectionOverview } from './protection-entities';
import { protectionChange } from './set-limit';

export const setSession = defineCall({
  path: 'protection/set_session',
  method: 'POST',
  fallback: 'disconnect',
  tag: 'protection',
  summary: 'Sets the session time limit and the reality-check interval',
  description:
    'A field left out is unchanged; null turns it off. A new or shorter session limit applies at once, a ' +
    'longer one or its removal after a 24-hour cooling-off; the reality check changes at once. `applied` ' +
    'and `effective_at` are about the session limit. A session limit longer than the one the operator ' +
    'set, or its removal while that stands, is refused (limitSetByOperator).',
  request: memberRequest.extend({
    session_limit_minutes: z.number().nullable().optional().describe('Whole minutes, 5 to 1440; null: none'),
    reality_check_minutes: z.number().nullable().optional().describe('15, 30 or 60; null: off'),
  }),
  answer: protectionOverview.extend(protectionChange),
  errors: [...MEMBER_ERRORS, 'invalidSessionLimit', 'invalidRealityCheck', 'limitSetByOperator'],
});
