import { z } from 'zod';
import { defineCall } from '../../../define-call';
import { safeString } from '../../../shared/safe-string';
import { protectionOverview } from '../../protection/protection-entities';
import { BACKOFFICE_TAG, STAFF_ROLE_ERRORS, STAFF_SESSION_NOTE } from '../backoffice-call';
import { playerRef } from './player-entities';

/** The limits staff may cap: deposits and losses per rolling window, and the session time. */
export const CAP_KINDS = ['deposit', 'loss', 'session'] as const;

export const backofficePlayerSetLimit = defineCall({
  path: 'backoffice/players/set_limit',
  method: 'POST',
  fallback: 'disconnect',
  tag: BACKOFFICE_TAG,
  summary: 'Back office (owner, support): sets or lifts a limit the player cannot raise or remove',
  description:
    `${STAFF_SESSION_NOTE} The cap applies at once; the limit in force is the lower of the player's own ` +
    'and the cap. While it stands the player may set their own lower but not above it nor remove it ' +
    '(limitSetByOperator). A bad kind (invalidLimitType), period (invalidLimitPeriod), amount ' +
    '(invalidLimitAmount, limitTooLarge) or session length (invalidSessionLimit) changes nothing.',
  request: z.object({
    ...playerRef,
    kind: safeString().max(32).describe('deposit, loss or session'),
    period: safeString().max(16).describe("24h, 7d or 30d for deposit and loss; 'session' for session"),
    value: z
      .number()
      .nullable()
      .describe(
        'Minor units for deposit and loss, whole minutes (5 to 1440) for session; null lifts the cap',
      ),
  }),
  answer: z.object({ protection: protectionOverview }),
  errors: [
    ...STAFF_ROLE_ERRORS,
    'staffSiteForbidden',
    'playerNotFound',
    'invalidLimitType',
    'invalidLimitPeriod',
    'invalidLimitAmount',
    'limitTooLarge',
    'invalidSessionLimit',
  ],
});
