import { z } from 'zod';
import { defineCall } from '../../define-call';
import { MEMBER_ERRORS } from '../../shared/error-groups';
import { memberRequest } from '../../shared/member-fields';
import { safeString } from '../../shared/safe-string';
import { protectionOverview } from './protection-entities';

/** How a change applies: at once (a new or lower limit), after the cooling-off, or not at all (the same value). */
export const LIMIT_CHANGE_APPLIES = ['now', 'pending', 'unchanged'] as const;

export const protectionChange = {
  applied: z.enum(LIMIT_CHANGE_APPLIES),
  effective_at: z.string().describe('ISO 8601: when the change applies (now, or after the cooling-off)'),
};

export const setLimit = defineCall({
  path: 'protection/set_limit',
  method: 'POST',
  fallback: 'disconnect',
  tag: 'protection',
  summary: 'Sets, lowers, raises or removes a deposit or loss limit over 24 hours, 7 days or 30 days',
  description:
    'A new or lower limit applies at once; a higher one or a removal after a 24-hour cooling-off, as ' +
    'pending. A lower limit also drops a pending raise. The lowest binding limit of a type applies. ' +
    'Above a limit the operator set, or a removal while it stands, is refused (limitSetByOperator).',
  request: memberRequest.extend({
    type: safeString().max(32).describe('deposit or loss'),
    period: safeString().max(16).describe('24h, 7d or 30d'),
    amount: z
      .union([safeString().max(32), z.number()])
      .nullable()
      .describe('Major units of the site currency as decimal text ("500", "250.50"); null removes the limit'),
  }),
  answer: protectionOverview.extend(protectionChange),
  errors: [
    ...MEMBER_ERRORS,
    'invalidLimitType',
    'invalidLimitPeriod',
    'invalidLimitAmount',
    'limitNegative',
    'limitTooPrecise',
    'limitTooLarge',
    'limitSetByOperator',
  ],
});
