import { defineFeature, useFeature } from '@wl/core';
import { walletFeature } from '../lib/wallet-feature';
import { GameLaunchStore } from './game-launch-store';

/** Game launch on the page's root store: cleared with the session, so a real game never outlives it. */
export const gameLaunchFeature = defineFeature(
  'wallet.gameLaunch',
  (root) =>
    new GameLaunchStore({
      platform: root,
      session: root.session,
      site: () => root.siteRequest,
      language: () => root.locale.language,
      refreshBalance: () => root.feature(walletFeature).fetchBalance(),
      // A server render has no window: it never launches (anything of the player waits for the browser).
      window: typeof window === 'undefined' ? null : window,
    }),
);

export function useGameLaunch(): GameLaunchStore {
  return useFeature(gameLaunchFeature);
}
