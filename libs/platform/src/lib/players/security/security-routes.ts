import { CALLS } from '@wl/contract';
import { memberRoutes } from '../../http/member-route';
import type { ZodApp } from '../../http/zod-app';
import type { Platform } from '../../platform';

/** The player's account security: sign-ins and sessions, signing sessions out, sign-in by code. */
export function registerSecurityRoutes(api: ZodApp, platform: Platform): void {
  const { players } = platform;
  const memberRoute = memberRoutes(api, platform);

  memberRoute(CALLS.securityOverview, (member) => players.securityOverview(member));

  memberRoute(CALLS.logoutSession, async (member, { session_id }) => {
    await players.logoutSession(member, session_id);
    return {};
  });

  memberRoute(CALLS.logoutOthers, async (member) => ({ ended: await players.logoutOthers(member) }));

  memberRoute(CALLS.setCodeLogin, (member, { enabled }) => players.setCodeLogin(member, enabled));
}
