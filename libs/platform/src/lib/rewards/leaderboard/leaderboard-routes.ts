import { CALLS } from '@wl/contract';
import { memberRoutes } from '../../http/member-route';
import type { ZodApp } from '../../http/zod-app';
import type { Platform } from '../../platform';

/** leaderboard/get (libs/contract/src/lib/calls/rewards/leaderboard.ts). */
export function registerLeaderboardRoutes(api: ZodApp, platform: Platform): void {
  const memberRoute = memberRoutes(api, platform);
  const { leaderboard } = platform.rewards;
  memberRoute(CALLS.leaderboard, (member, body) => leaderboard.get(member, body.period_id));
}
