import type { PlatformDeps } from '../platform';
import type { PlayerServices } from '../players/player-types';
import type { SiteServices } from '../sites/site-types';
import { createMinigameService } from './minigames/minigame-service';
import { createLeaderboardServices } from './leaderboard/leaderboard-service';
import { createMissionServices } from './missions/mission-service';

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
) {
  // Daily and weekly missions (progress from the period's real events, a claim paid once per period).
  const missions = createMissionServices(deps, sites, players);
  // The weekly tournament of each site, paid by the job runner's every-minute job.
  const leaderboard = createLeaderboardServices(deps, sites);
  const minigames = createMinigameService(deps, players, {
    // Missions completed and not claimed yet add to the overview's `claimable`.
    claimableMissions: (member) => missions.claimableCount(member),
  });
  return { minigames, missions, leaderboard };
}

export type RewardsServices = ReturnType<typeof createRewardsServices>;
