import type { ComponentType } from 'react';
import { LOBBY_PAGE_NAMES, preloadableComponent, type PageName } from '@wl/core';
import {
  loadAddBankPage,
  loadBankDetailsPage,
  loadDepositPage,
  loadStatementPage,
  loadTransactionHistoryPage,
  loadWithdrawalPage,
} from '@wl/cashier';
import { loadSecurityPage, prepareResponsibleGamingTools } from '@wl/protection';
import { HomePage } from './home/HomePage';
import { PromotionsForViewer } from './promotions-for-viewer';
import { PreloaderPage, SitePreloader } from './preloader/SitePreloader';
import { CONTENT_PAGE_NAMES, type ContentPageName } from './content/content-page-names';
import type { SiteLook } from './site-look';

/**
 * A page chunk's component (lazy until its chunk has loaded, then rendered at once), with the site's
 * loading screen in the page's place meanwhile.
 */
function preloadable<P extends object>(load: () => Promise<ComponentType<P>>) {
  return preloadableComponent(load, <SitePreloader />);
}

const lobby = preloadable(() =>
  import(/* webpackChunkName: "page-lobby" */ './lobby/LobbyPage').then((m) => m.LobbyPage),
);
const content = preloadable(() =>
  import(/* webpackChunkName: "page-content" */ './content/content-pages').then((m) => m.ContentRoutePage),
);
const Lobby = lobby.Component;
const Content = content.Component;
// The shared @wl/wallet and @wl/member are reached by a dynamic import, as @wl/rewards is: a guest's first
// visit loads neither (a shared lib is loaded whole); a player's header and favourites load them too.
const wallet = () => import('@wl/wallet');
const member = () => import('@wl/member');
// The wallet's pages: chunks of the shared @wl/wallet, for every template alike.
const playNow = preloadable(() => wallet().then((lib) => lib.loadPlayNowPage()));
const betHistory = preloadable(() => wallet().then((lib) => lib.loadBetHistoryPage()));
// The cashier's pages: chunks of @wl/cashier, each loaded with the cashier's texts.
const cashierPages: readonly (readonly [PageName, ReturnType<typeof preloadable>])[] = [
  ['deposit', preloadable(loadDepositPage)],
  ['withdrawal', preloadable(loadWithdrawalPage)],
  ['addBank', preloadable(loadAddBankPage)],
  ['bankDetails', preloadable(loadBankDetailsPage)],
  ['statement', preloadable(loadStatementPage)],
  ['transactionHistory', preloadable(loadTransactionHistoryPage)],
];
// Account security: a chunk of @wl/protection, loaded with protection's texts.
const security = preloadable(loadSecurityPage);
// The member area's pages: chunks of the shared @wl/member, each loaded with the member's texts.
const memberPages: readonly (readonly [PageName, ReturnType<typeof preloadable>])[] = [
  ['account', preloadable(() => member().then((lib) => lib.loadAccountPage()))],
  ['profile', preloadable(() => member().then((lib) => lib.loadProfilePage()))],
  ['editProfile', preloadable(() => member().then((lib) => lib.loadEditProfilePage()))],
  ['changePassword', preloadable(() => member().then((lib) => lib.loadChangePasswordPage()))],
  ['inbox', preloadable(() => member().then((lib) => lib.loadInboxPage()))],
  ['vip', preloadable(() => member().then((lib) => lib.loadVipPage()))],
];
// The rewards pages: chunks of the shared @wl/rewards, reached by a dynamic import so that no template's
// first visit loads even its entry; each page comes with the rewards' texts.
const rewardsPages: readonly (readonly [PageName, ReturnType<typeof preloadable>])[] = [
  ['mission', preloadable(() => import('@wl/rewards').then((rewards) => rewards.loadMissionsPage()))],
  ['leaderboard', preloadable(() => import('@wl/rewards').then((rewards) => rewards.loadLeaderboardPage()))],
  ['referral', preloadable(() => import('@wl/rewards').then((rewards) => rewards.loadReferralPage()))],
];
// /promotions is two pages: a guest's is the site's promotions content (server-rendered, public), a
// signed-in player's the offers to opt into with their bonus in progress (@wl/rewards).
const offers = preloadable(() => import('@wl/rewards').then((rewards) => rewards.loadPromotionsPage()));

export { CONTENT_PAGE_NAMES, type ContentPageName };

export interface SitePages {
  pages: Partial<Record<PageName, ComponentType>>;
  /** Lazy page code, fetched when a link to the page is hovered or focused. */
  preload: Partial<Record<PageName, () => Promise<unknown>>>;
}

export interface SitePagesOptions {
  /** A family's block on the home page (a sportsbook's top matches): after its h1, before its sections. */
  homeTop?: ComponentType;
}

/**
 * The public pages every template shows, arranged by its look: the home page is part of the template's
 * chunk (a first visit needs it), lobbies and content pages are lazy chunks of their own, and so are the
 * wallet's game page (/playnow) and bet history, the cashier's pages, the member area's and the rewards'
 * (/mission, /leaderboard, /referral, /promotions; /minigame and /spin are the minigame remote's). The
 * rewards' /promotions (the player's offers and bonus) replaces the content chunk's page of the same
 * name, so it is set after the content pages. /preloader,
 * the site's loading screen that stands in for a page while its code comes, is part of the template's.
 */
export function createSitePages(look: SiteLook, { homeTop }: SitePagesOptions = {}): SitePages {
  const pages: Partial<Record<PageName, ComponentType>> = {
    home: function Home() {
      return <HomePage look={look} top={homeTop} />;
    },
  };
  const preload: Partial<Record<PageName, () => Promise<unknown>>> = {};
  for (const name of [...LOBBY_PAGE_NAMES, 'hot' as const]) {
    pages[name] = function LobbyRoute() {
      return <Lobby page={name} tile={look.tile} />;
    };
    preload[name] = lobby.preload;
  }
  for (const name of CONTENT_PAGE_NAMES) {
    pages[name] = function ContentRoute() {
      return <Content page={name} />;
    };
    preload[name] = content.preload;
  }
  // /responsible-gaming's tools (@wl/protection, inside the content chunk) have their texts in before the
  // page hydrates, so they hydrate with the rest of it.
  preload.responsibleGaming = () => Promise.all([content.preload(), prepareResponsibleGamingTools()]);
  pages.playnow = playNow.Component;
  preload.playnow = playNow.preload;
  pages.betHistory = betHistory.Component;
  preload.betHistory = betHistory.preload;
  for (const [name, page] of [...cashierPages, ...memberPages, ...rewardsPages]) {
    pages[name] = page.Component;
    preload[name] = page.preload;
  }
  pages.promotions = function PromotionsRoute() {
    return <PromotionsForViewer guest={<Content page="promotions" />} player={<offers.Component />} />;
  };
  preload.promotions = content.preload;
  pages.security = security.Component;
  preload.security = security.preload;
  pages.preloader = PreloaderPage;
  return { pages, preload };
}
