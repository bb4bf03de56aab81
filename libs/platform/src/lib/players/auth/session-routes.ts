import { CALLS } from '@wl/contract';
import { memberRoutes } from '../../http/member-route';
import type { ZodApp } from '../../http/zod-app';
import type { Platform } from '../../platform';

/**
 * A signed-in player's own session: the change of password (the forgotten-password flow is a guest call)
 * and signing out, here or everywhere.
 */
export function registerSessionRoutes(api: ZodApp, platform: Platform): void {
  const { players } = platform;
  const memberRoute = memberRoutes(api, platform);

  memberRoute(CALLS.updatePassword, async (member, { password, new_password }) => {
    await players.updatePassword(member, password, new_password);
    return {};
  });

  memberRoute(CALLS.logout, async (member) => {
    await players.logout(member);
    return {};
  });

  memberRoute(CALLS.logoutAll, async (member) => {
    await players.logoutEverywhere(member);
    return {};
  });
}
