import type { ComponentType } from 'react';
import { rewardsMessagesReady } from './messages';

/*
 * The rewards pages, loaded when shown: @wl/rewards is a shared module, so each page is a chunk of its
 * own (with its stylesheet), loaded with the `rewards:` texts of the page's language, so a page never
 * shows before its words. The templates' page maps (@wl/pages) load /mission and /leaderboard through
 * these, the minigame remote /minigame and /spin. They are member pages, never server-rendered: their
 * chunks have names, so their stylesheets come with them and are not linked in every page.
 *
 * Three chunks, not one a page: the token games (the minigame remote's pages, with the fairness view they
 * share), the missions and leaderboard (the templates' pages), and referral and promotions (the
 * templates' pages that do not depend on the token games). The shell's runtime carries the name and hash
 * of every chunk of a shared lib, on every first visit, so each chunk saved there is bytes saved for
 * every guest.
 */
const withTexts = <T>(chunk: Promise<T>): Promise<T> =>
  Promise.all([chunk, rewardsMessagesReady()]).then(([module]) => module);

export const loadSpinPage = (): Promise<ComponentType> =>
  withTexts(import(/* webpackChunkName: "rewards-games" */ './spin/SpinPage')).then(
    (module) => module.SpinPage,
  );

export const loadDicePage = (): Promise<ComponentType> =>
  withTexts(import(/* webpackChunkName: "rewards-games" */ './dice/DicePage')).then(
    (module) => module.DicePage,
  );

export const loadMissionsPage = (): Promise<ComponentType> =>
  withTexts(import(/* webpackChunkName: "rewards-board" */ './missions/MissionsPage')).then(
    (module) => module.MissionsPage,
  );

export const loadLeaderboardPage = (): Promise<ComponentType> =>
  withTexts(import(/* webpackChunkName: "rewards-board" */ './leaderboard/LeaderboardPage')).then(
    (module) => module.LeaderboardPage,
  );

export const loadReferralPage = (): Promise<ComponentType> =>
  withTexts(import(/* webpackChunkName: "rewards-offers" */ './referral/ReferralPage')).then(
    (module) => module.ReferralPage,
  );

export const loadPromotionsPage = (): Promise<ComponentType> =>
  withTexts(import(/* webpackChunkName: "rewards-offers" */ './promotions/PromotionsPage')).then(
    (module) => module.PromotionsPage,
  );

/**
 * The rewards store's feature, for the rewards icon's badge: a small chunk the shell loads only once a
 * player is signed in on a site with rewards, so a guest's page never downloads it. (No texts: the
 * badge's words are the shell's.)
 */
export const loadRewardsFeature = () =>
  import(/* webpackChunkName: "rewards-count" */ './lib/rewards-features').then(
    (module) => module.rewardsFeature,
  );
