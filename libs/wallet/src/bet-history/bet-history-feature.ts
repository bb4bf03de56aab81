import { defineFeature, useFeature } from '@wl/core';
import { BetHistoryStore } from './bet-history-store';

/** The player's rounds on the page's root store: forgotten when the session ends. */
export const betHistoryFeature = defineFeature(
  'wallet.betHistory',
  (root) =>
    new BetHistoryStore({
      platform: root,
      session: root.session,
      currency: () => root.site.site?.currency ?? '',
    }),
);

export function useBetHistory(): BetHistoryStore {
  return useFeature(betHistoryFeature);
}
