/**
 * @wl/rewards: the player's rewards. The token games (the lucky wheel on /spin, dice on /minigame) and
 * their fairness view (the seeds, their rotation, each round recomputed in the browser with
 * @wl/fairness), the daily and weekly missions (/mission), the weekly leaderboard (/leaderboard), the
 * claimable count on the rewards icon, the player's referral code and commission (/referral) and the
 * site's promotions with the player's bonus (/promotions). One folder per screen with its store on the root store
 * (`defineFeature`), its components and stylesheet; the `rewards:` texts in `messages/`.
 *
 * A shared module (tools/webpack/shared.js), so the shell, the templates and the minigame remote run one
 * copy of its stores. This entry holds only page loaders and types: the templates and the shell reach it
 * with a dynamic import, and every page and the stores are chunks of their own, so a guest's first visit
 * downloads none of it.
 */
export {
  loadDicePage,
  loadLeaderboardPage,
  loadMissionsPage,
  loadPromotionsPage,
  loadReferralPage,
  loadRewardsFeature,
  loadSpinPage,
} from './page-loaders';
export { rewardsMessagesReady } from './messages';
export type { RewardsStore } from './games/rewards-store';
export type { MissionsStore } from './missions/missions-store';
export type { LeaderboardStore } from './leaderboard/leaderboard-store';
export type { ReferralStore } from './referral/referral-store';
export type { PromotionsStore } from './promotions/promotions-store';
