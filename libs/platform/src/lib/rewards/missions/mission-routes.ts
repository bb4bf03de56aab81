import { CALLS } from '@wl/contract';
import { memberRoutes } from '../../http/member-route';
import type { ZodApp } from '../../http/zod-app';
import type { Platform } from '../../platform';

/** mission/list and mission/claim (libs/contract/src/lib/calls/rewards/missions.ts). */
export function registerMissionRoutes(api: ZodApp, platform: Platform): void {
  const memberRoute = memberRoutes(api, platform);
  const { missions } = platform.rewards;
  memberRoute(CALLS.missionList, (member) => missions.list(member));
  memberRoute(CALLS.missionClaim, (member, body) => missions.claim(member, body.mission_id));
}
