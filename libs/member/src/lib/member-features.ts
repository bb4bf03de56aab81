import { defineFeature, useFeature, type RootStore } from '@wl/core';
import { formatMoney } from '@wl/i18n';
import { walletFeature } from '@wl/wallet';
import { InboxStore } from '../inbox/inbox-store';
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
export const vipFeature = defineFeature(
  'member.vip',
  (root) =>
    new VipStore({
      platform: root,
      session: root.session,
      site: () => root.siteRequest,
      currency: () => root.site.site?.currency ?? '',
    }),
);
export const profileFeature = defineFeature('member.profile', (root) => new ProfileStore(depsOf(root)));
export const inboxFeature = defineFeature(
  'member.inbox',
  (root) =>
    new InboxStore({
      ...depsOf(root),
      applyBalance: (answer) => root.feature(walletFeature).applyBalance(answer),
      money: (minor, currency) => formatMoney(minor, currency, root.locale.language),
    }),
);

export function useFavourites(): FavouritesStore {
  return useFeature(favouritesFeature);
}

export function useVip(): VipStore {
  return useFeature(vipFeature);
}

export function useProfile(): ProfileStore {
  return useFeature(profileFeature);
}

/** The inbox: its messages, and the unread count every template's header shows. */
export function useInbox(): InboxStore {
  return useFeature(inboxFeature);
}
