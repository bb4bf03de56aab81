import { defineFeature, useFeature, type RootStore } from '@wl/core';
import { walletFeature } from '@wl/wallet';
import { RewardsStore, type BalanceAnswer } from '../games/rewards-store';
import { LeaderboardStore } from '../leaderboard/leaderboard-store';
import { MissionsStore } from '../missions/missions-store';
import { webCryptoHmac, webCryptoSha256 } from '../verify/web-crypto';

const common = (root: RootStore) => ({
  platform: root,
  session: root.session,
  // The startup's gamify_status: a site without rewards is never asked for them.
  offered: () => root.site.site?.gamify_status ?? false,
});

const applyBalance = (root: RootStore) => (answer: BalanceAnswer) =>
  root.feature(walletFeature).applyBalance(answer);

/** The token games, their fairness and the claimable count, on the page's root store. */
export const rewardsFeature = defineFeature(
  'rewards.games',
  (root) =>
    new RewardsStore({
      ...common(root),
      tokens: () => root.feature(walletFeature).game.token,
      applyBalance: applyBalance(root),
      crypto: { hmac: webCryptoHmac(), sha256: webCryptoSha256() },
    }),
);

export const missionsFeature = defineFeature(
  'rewards.missions',
  (root) =>
    new MissionsStore({
      ...common(root),
      applyBalance: applyBalance(root),
      claimed: () => root.feature(rewardsFeature).noteClaimed(),
    }),
);

export const leaderboardFeature = defineFeature(
  'rewards.leaderboard',
  (root) => new LeaderboardStore(common(root)),
);

export function useRewards(): RewardsStore {
  return useFeature(rewardsFeature);
}

export function useMissions(): MissionsStore {
  return useFeature(missionsFeature);
}

export function useLeaderboard(): LeaderboardStore {
  return useFeature(leaderboardFeature);
}
