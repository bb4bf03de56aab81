import { useEffect } from 'react';
import { useLocation, useNavigate } from '@wl/router';
import { applyLocaleHead, findRouteByPath, localeHead, useStores } from '@wl/core';
import { watchLinkIntent } from './link-intent';

/**
 * Connects the stores to the router: stores navigate through it, the language follows the URL's locale
 * prefix, the head gets the page's canonical, alternate-language and og:locale tags, and hovering or
 * focusing a link preloads its route's code.
 */
export function RouterBridge() {
  const store = useStores();
  const navigate = useNavigate();
  const { pathname } = useLocation();

  useEffect(() => store.navigation.attach((to, options) => void navigate(to, options)), [navigate, store]);

  useEffect(() => {
    const routing = store.locale.routing;
    void store.locale.followPath(pathname);
    const { language } = routing.parse(pathname);
    applyLocaleHead(document, localeHead(routing, pathname, window.location.origin, language));
  }, [pathname, store]);

  useEffect(
    () =>
      watchLinkIntent(document, window.location.origin, (linkPath) => {
        const route = findRouteByPath(store.locale.routing.parse(linkPath).path);
        if (route) store.preloads.preload(route.name);
      }),
    [store],
  );
  return null;
}
