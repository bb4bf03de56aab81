import { useEffect, useState } from 'react';
import { ModuleLoaderStore, useStores, type Feature } from '@wl/core';
import type { RewardsStore } from '@wl/rewards';

/**
 * The rewards store's feature, from a chunk of @wl/rewards fetched only once a player is signed in on a
 * site with rewards: a guest's page never downloads it. Kept once loaded, for the next sign-in.
 */
let loaded: Feature<RewardsStore> | undefined;
const loadRewardsFeature = (): Promise<Feature<RewardsStore>> =>
  import('@wl/rewards')
    .then((rewards) => rewards.loadRewardsFeature())
    .then((feature) => {
      loaded = feature;
      return feature;
    });

/**
 * The signed-in player's rewards waiting to be claimed (missions done, today's free spin), for the
 * rewards icon's badge: 0 until the chunk and the overview are in, and while `active` is false. Asked
 * again when the player comes back to the tab (the icon opens the games in a new one).
 */
export function useRewardsCount(active: boolean): number {
  const store = useStores();
  const [loader] = useState(
    () => new ModuleLoaderStore(loadRewardsFeature, (error) => void store.handleLoadError(error), loaded),
  );
  useEffect(() => {
    if (active) void loader.start();
  }, [active, loader]);
  const feature = active && loader.status === 'ready' ? loader.module : null;
  useEffect(() => {
    if (!feature) return;
    const rewards = store.feature(feature);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void rewards.refreshCount();
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, [feature, store]);
  return feature ? store.feature(feature).claimable : 0;
}
