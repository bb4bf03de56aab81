import { findRouteByPath } from './routes';

/**
 * The page_name of the SEO record of a path (without its locale prefix): the route's path without its
 * slash ('/slots' → 'slots', '/horse-racing' → 'horse-racing'), 'home' for / and for paths of no route.
 * The router ignores case and a trailing slash, so this does too.
 */
export function seoPageName(path: string): string {
  const route = findRouteByPath(path.replace(/\/+$/, '').toLowerCase() || '/');
  return !route || route.path === '/' ? 'home' : route.path.slice(1);
}
