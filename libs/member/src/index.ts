/**
 * @wl/member: the signed-in player's own area. Holds the favourites, VIP progress and profile stores on
 * the root store; the inbox, the member pages and their message namespace go here next.
 */
export { FavouritesStore, favouriteToGame, type MemberStoreDeps } from './lib/favourites-store';
export { ProfileStore, type ProfileStoreDeps } from './lib/profile-store';
export { VipStore } from './lib/vip-store';
export { progressPercent, vipSummary, type VipSummary } from './lib/vip-summary';
export {
  favouritesFeature,
  profileFeature,
  useFavourites,
  useProfile,
  useVip,
  vipFeature,
} from './lib/member-features';
