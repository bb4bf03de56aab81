import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from '@wl/router';
import {
  PageSeo,
  applyLocaleHead,
  applySeoHead,
  findRouteByPath,
  localeHead,
  seoPageName,
  useStores,
} from '@wl/core';
import { watchLinkIntent } from './link-intent';

/**
 * Connects the stores to the router: stores navigate through it, the language follows the URL's locale
 * prefix, the head gets the page's canonical, alternate-language and og:locale tags, and hovering or
 * focusing a link preloads its route's code. After a client-side navigation the head also gets the new
 * page's SEO title and description (the site server wrote the first page's into the HTML).
 */
export function RouterBridge() {
  const store = useStores();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [seo] = useState(() => new PageSeo(store.api, () => store.siteRequest));
  const firstPath = useRef(pathname);

  useEffect(() => store.navigation.attach((to, options) => void navigate(to, options)), [navigate, store]);

  useEffect(() => {
    const routing = store.locale.routing;
    void store.locale.followPath(pathname);
    const { language } = routing.parse(pathname);
    applyLocaleHead(document, localeHead(routing, pathname, window.location.origin, language));
  }, [pathname, store]);

  useEffect(() => {
    if (pathname === firstPath.current) return;
    firstPath.current = '';
    // The page's answers were its first view's: the next page asks the platform.
    store.api.preloaded?.expire();
    let current = true;
    const pageName = seoPageName(store.locale.routing.parse(pathname).path);
    void seo.recordFor(pageName).then((record) => {
      if (!current) return;
      const siteName = store.site.site?.site_name ?? '';
      applySeoHead(document, record, { siteName, url: `${window.location.origin}${pathname}` });
    });
    return () => {
      current = false;
    };
  }, [pathname, seo, store]);

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
