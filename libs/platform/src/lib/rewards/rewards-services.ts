import type { PlatformDeps } from '../platform';
import type { FreeRoundGrants } from '../play/free-rounds/free-round-service';
import type { PlayerServices } from '../players/player-types';
import type { SiteServices } from '../sites/site-types';
import { createMinigameService } from './minigames/minigame-service';
import { createLeaderboardServices } from './leaderboard/leaderboard-service';
import { createMissionServices } from './missions/mission-service';
import { createPromotionServices } from './promotions/promotion-service';
import { createReferralServices } from './referral/referral-service';

export { openRewards } from './minigames/rewards-site';

/**
 * The rewards: the provably fair token games (lucky spin and dice) with their seeds, the missions and the
 * weekly leaderboard. Every call answers
 * rewardsUnavailable on a site whose gamify_status is off (`openRewards`).
 */
export function createRewardsServices(
  deps: PlatformDeps,
  sites: SiteServices,
  players: Pick<PlayerServices, 'wallet'>,
  freeRounds: FreeRoundGrants,
) {
  // Daily and weekly missions (progress from the period's real events, a claim paid once per period).
  const missions = createMissionServices(deps, sites, players);
  // The weekly tournament of each site, paid by the job runner's every-minute job.
  const leaderboard = createLeaderboardServices(deps, sites);
  const minigames = createMinigameService(deps, players, {
    // Missions completed and not claimed yet add to the overview's `claimable`.
    claimableMissions: (member) => missions.claimableCount(member),
  });
  // Player referral: codes, the referred players, the daily commission settled by its job (not gamify_status).
  const referral = createReferralServices(deps, sites);
  // Promotions and bonus money (not gated by gamify_status), bonuses expired by their job; a free-spin
  // offer grants free rounds in a studio slot.
  const promotions = createPromotionServices(deps, sites, freeRounds);
  return { minigames, missions, leaderboard, referral, promotions };
}

export type RewardsServices = ReturnType<typeof createRewardsServices>;
