import type { ProviderCount } from '@wl/api';
import { defineFeature, useFeature } from '@wl/core';
import { walletFeature } from '../../lib/wallet-feature';
import { SportsBetsStore } from './sports-bets-store';

/** True when the site offers the sportsbook: a provider of the category in the startup answer. */
export const offersSportsbook = (providers: readonly ProviderCount[]): boolean =>
  providers.some((provider) => provider.category === 'sportsbook' && provider.count > 0);

/** The player's sports bets on the page's root store: forgotten when the session ends. */
export const sportsBetsFeature = defineFeature('wallet.sportsBets', (root) => {
  const wallet = () => root.feature(walletFeature);
  return new SportsBetsStore({
    platform: root,
    session: root.session,
    currency: () => root.site.site?.currency ?? '',
    applyBalance: (answer) => wallet().applyBalance(answer),
    refreshBalance: () => void wallet().fetchBalance(),
  });
});

export function useSportsBets(): SportsBetsStore {
  return useFeature(sportsBetsFeature);
}
