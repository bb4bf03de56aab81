import { CALLS } from '@wl/contract';
import { memberRoutes } from '../../http/member-route';
import type { ZodApp } from '../../http/zod-app';
import type { Platform } from '../../platform';

/** The player's own protection: limits, session limit and reality check, time-out and self-exclusion. */
export function registerProtectionRoutes(api: ZodApp, platform: Platform): void {
  const { players } = platform;
  const memberRoute = memberRoutes(api, platform);

  memberRoute(CALLS.protectionLimits, (member) => players.protectionLimits(member));

  memberRoute(CALLS.setLimit, (member, { type, period, amount }) =>
    players.setLimit(member, { type, period, amount }),
  );

  memberRoute(CALLS.setSession, (member, body) =>
    players.setSession(member, {
      sessionLimitMinutes: body.session_limit_minutes,
      realityCheckMinutes: body.reality_check_minutes,
    }),
  );

  memberRoute(CALLS.exclude, (member, { type, period }) => players.exclude(member, { type, period }));

  memberRoute(CALLS.sessionStatus, (member) => players.sessionStatus(member));
}
