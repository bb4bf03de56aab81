import { defineFeature, useFeature, type RootStore } from '@wl/core';
import { walletFeature } from '@wl/wallet';
import { RewardsStore, type BalanceAnswer } from '../games/rewards-store';
import { LeaderboardStore } from '../leaderboard/leaderboard-store';
import { MissionsStore } from '../missions/missions-store';
import { PromotionsStore } from '../promotions/promotions-store';
import { ReferralStore, type ReferralSetting } from '../referral/referral-store';
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

/**
 * The site's referral setting (show_referral, from the site's content): unknown while that content is
 * still coming, so the page neither asks the platform nor says "not offered" too early.
 */
const referralSetting = (root: RootStore): ReferralSetting => {
  if (root.site.show_referral !== 0) return 'on';
  return root.site.show_preloader ? 'unknown' : 'off';
};

/** The clipboard of the page; a browser without one (or an insecure page) refuses, as a denial does. */
const writeText = (text: string): Promise<void> =>
  globalThis.navigator?.clipboard
    ? globalThis.navigator.clipboard.writeText(text)
    : Promise.reject(new Error('no clipboard'));

// Referral and promotions are not token games: they do not depend on the site's gamify_status.
export const referralFeature = defineFeature(
  'rewards.referral',
  (root) =>
    new ReferralStore({
      platform: root,
      session: root.session,
      setting: () => referralSetting(root),
      origin: () => globalThis.location?.origin ?? '',
      writeText,
    }),
);

export const promotionsFeature = defineFeature(
  'rewards.promotions',
  (root) => new PromotionsStore({ platform: root, session: root.session }),
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

export function useReferral(): ReferralStore {
  return useFeature(referralFeature);
}

export function usePromotions(): PromotionsStore {
  return useFeature(promotionsFeature);
}
