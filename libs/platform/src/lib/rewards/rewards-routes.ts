import type { ZodApp } from '../http/zod-app';
import type { Platform } from '../platform';
import { registerLeaderboardRoutes } from './leaderboard/leaderboard-routes';
import { registerMinigameRoutes } from './minigames/minigame-routes';
import { registerMissionRoutes } from './missions/mission-routes';
import { registerPromotionRoutes } from './promotions/promotion-routes';
import { registerReferralRoutes } from './referral/referral-routes';

/** The rewards calls: the token games and their seeds, the missions and the leaderboard. */
export function registerRewardsRoutes(api: ZodApp, platform: Platform): void {
  registerMinigameRoutes(api, platform);
  registerMissionRoutes(api, platform);
  registerLeaderboardRoutes(api, platform);
  registerPromotionRoutes(api, platform);
  registerReferralRoutes(api, platform);
}
