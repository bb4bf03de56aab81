import type { ComponentType } from 'react';
import { memberMessagesReady } from './messages';

/*
 * The member area's pages, loaded when shown: @wl/member is a shared module every page of the site
 * loads with the shell, so its pages stay chunks of their own, each loaded with the member's texts of
 * the page's language (a page never shows before its words). The templates' page maps (@wl/pages) load
 * them through these.
 *
 * The member pages are never server-rendered (a guest is sent to the login; a player's session is taken
 * up after hydration): their chunks have names, and their stylesheets come with them. /vip is open to
 * guests and server-rendered with the site's level table: its chunk is left unnamed on purpose, so its
 * stylesheet counts among the shared modules' (tools/webpack/chunk-groups-plugin.js), which the site
 * server links in every server-rendered page, and the page the server renders paints styled.
 */
const withTexts = <T>(chunk: Promise<T>): Promise<T> =>
  Promise.all([chunk, memberMessagesReady()]).then(([module]) => module);

export const loadAccountPage = (): Promise<ComponentType> =>
  withTexts(import(/* webpackChunkName: "member-account" */ './account/AccountPage')).then(
    (module) => module.AccountPage,
  );

export const loadProfilePage = (): Promise<ComponentType> =>
  withTexts(import(/* webpackChunkName: "member-profile" */ './profile/ProfilePage')).then(
    (module) => module.ProfilePage,
  );

export const loadEditProfilePage = (): Promise<ComponentType> =>
  withTexts(import(/* webpackChunkName: "member-edit-profile" */ './profile/EditProfilePage')).then(
    (module) => module.EditProfilePage,
  );

export const loadChangePasswordPage = (): Promise<ComponentType> =>
  withTexts(import(/* webpackChunkName: "member-password" */ './password/ChangePasswordPage')).then(
    (module) => module.ChangePasswordPage,
  );

export const loadInboxPage = (): Promise<ComponentType> =>
  withTexts(import(/* webpackChunkName: "member-inbox" */ './inbox/InboxPage')).then(
    (module) => module.InboxPage,
  );

export const loadVipPage = (): Promise<ComponentType> =>
  withTexts(import('./vip/VipPage')).then((module) => module.VipPage);
