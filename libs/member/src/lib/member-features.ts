import { defineFeature, useFeature, type RootStore } from '@wl/core';
import { FavouritesStore } from './favourites-store';
import { ProfileStore } from './profile-store';
import { VipStore } from './vip-store';

const depsOf = (root: RootStore) => ({
  platform: root,
  session: root.session,
  toasts: root.toasts,
  translate: root.translate,
});

/** The member area's stores on the page's root store. */
export const favouritesFeature = defineFeature(
  'member.favourites',
  (root) => new FavouritesStore(depsOf(root)),
);
export const vipFeature = defineFeature('member.vip', (root) => new VipStore(root, root.session));
export const profileFeature = defineFeature('member.profile', (root) => new ProfileStore(depsOf(root)));

export function useFavourites(): FavouritesStore {
  return useFeature(favouritesFeature);
}

export function useVip(): VipStore {
  return useFeature(vipFeature);
}

export function useProfile(): ProfileStore {
  return useFeature(profileFeature);
}
