import { defineFeature, useFeature } from '@wl/core';
import { RealityCheckStore } from './reality-check-store';

/** The signed-in player's reality check on the page's root store: stopped when the session ends. */
export const realityCheckFeature = defineFeature(
  'protection.realityCheck',
  (root) =>
    new RealityCheckStore({
      platform: root,
      session: root.session,
      stop: () => {
        // Home first: a member page must not take the logout for an expired session and ask for a login.
        root.navigation.navigate(root.locale.path('/'));
        void root.session.signOut();
      },
    }),
);

export function useRealityCheck(): RealityCheckStore {
  return useFeature(realityCheckFeature);
}
