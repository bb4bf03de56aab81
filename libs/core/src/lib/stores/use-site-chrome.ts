import { useLocation } from '@wl/router';
import { findRouteByPath } from '@wl/site-model';
import { navItemsOf, type NavItem } from '../menu/nav-items';
import { useStores } from './store-context';

export interface SiteChrome {
  siteName: string;
  logoUrl: string;
  navItems: NavItem[];
  /** The game-menu entry of the current lobby route, if the player is on one. */
  currentCategory: NavItem | undefined;
  storeInstanceId: string;
}

/** What every template's layout shows around its pages, read from the shared stores. */
export function useSiteChrome(): SiteChrome {
  const store = useStores();
  const { pathname } = useLocation();
  const site = store.site.site;
  const navItems = navItemsOf(store.site.content.game_menu);
  const route = findRouteByPath(pathname);
  return {
    siteName: site?.site_name ?? '',
    logoUrl: site?.logo1 ?? '',
    navItems,
    currentCategory: route?.categories ? navItems.find((item) => item.href === route.path) : undefined,
    storeInstanceId: store.instanceId,
  };
}
