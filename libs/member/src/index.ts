/**
 * @wl/member: the signed-in player's own area. Holds the favourites, VIP, profile and inbox stores on
 * the root store (the inbox's unread count is in every template's header), and the member pages
 * (/account, /profile, /edit-profile, /change-password, /inbox, /vip): one folder per screen group with
 * its page and stylesheet, each page a lazy chunk loaded through page-loaders with the `member:` texts
 * of `messages/`.
 *
 * A shared module (tools/webpack/shared.js): what this entry exports statically is loaded with the
 * shell on every page, so the pages and their stores' forms stay in their chunks.
 */
export { FavouritesStore, favouriteToGame, type MemberStoreDeps } from './lib/favourites-store';
export {
  ProfileStore,
  type ProfileErrorPlace,
  type ProfileForm,
  type ProfileStoreDeps,
} from './lib/profile-store';
export {
  PROFILE_RULES,
  emailProblem,
  nameProblem,
  normaliseName,
  type ProfileProblem,
} from './lib/profile-rules';
export { VipStore, type VipNeeds, type VipStoreDeps } from './lib/vip-store';
export { progressPercent, vipSummary, type VipSummary } from './lib/vip-summary';
export {
  InboxStore,
  rewardState,
  type InboxDeps,
  type InboxMessage,
  type RewardState,
} from './inbox/inbox-store';
export {
  favouritesFeature,
  inboxFeature,
  profileFeature,
  useFavourites,
  useInbox,
  useProfile,
  useVip,
  vipFeature,
} from './lib/member-features';
export {
  loadAccountPage,
  loadChangePasswordPage,
  loadEditProfilePage,
  loadInboxPage,
  loadProfilePage,
  loadVipPage,
} from './page-loaders';
export { memberMessagesReady } from './messages';
