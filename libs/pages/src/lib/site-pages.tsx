import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LOBBY_PAGE_NAMES, type PageName } from '@wl/core';
import { Spinner } from '@wl/ui';
import { HomePage } from './home/HomePage';
import { CONTENT_PAGE_NAMES, type ContentPageName } from './content/content-page-names';
import type { SiteLook } from './site-look';

const loadLobby = () => import(/* webpackChunkName: "page-lobby" */ './lobby/LobbyPage');
const loadContent = () => import(/* webpackChunkName: "page-content" */ './content/content-pages');

const Lobby = lazy(() => loadLobby().then((m) => ({ default: m.LobbyPage })));
const Content = lazy(() => loadContent().then((m) => ({ default: m.ContentRoutePage })));

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

function PageLoading() {
  const { t } = useTranslation();
  return <Spinner label={t('loading')} />;
}

const suspended = (node: ReactNode) => <Suspense fallback={<PageLoading />}>{node}</Suspense>;

/**
 * The public pages every template shows, arranged by its look: the home page is part of the template's
 * chunk (a first visit needs it), lobbies and content pages are lazy chunks of their own.
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
      return suspended(<Lobby page={name} tile={look.tile} />);
    };
    preload[name] = loadLobby;
  }
  for (const name of CONTENT_PAGE_NAMES) {
    pages[name] = function ContentRoute() {
      return suspended(<Content page={name} />);
    };
    preload[name] = loadContent;
  }
  return { pages, preload };
}
