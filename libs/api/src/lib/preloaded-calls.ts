import type { ApiPath } from './call-table';
import type { SiteRequest } from './request-types';

/** A request's own fields, besides the site's (domain_name, external_id). */
export type PreloadedParams = Readonly<Record<string, string | number>>;

export interface PreloadedSiteCall {
  /**
   * Names the answer in the page: the call's path, or path#variant where one path is preloaded with
   * several bodies (the home's game lists).
   */
  id: string;
  path: ApiPath;
  /** The request's fields besides the site's own; a request is answered only when they are exactly these. */
  params: PreloadedParams;
}

/** The home page's game lists: a flag of the catalogue and how many games the row shows (spec section 9). */
export const HOME_GAME_LISTS = {
  featured: { flag: 'featured', page: 1, page_size: 10 },
  popular: { flag: 'popular', page: 1, page_size: 6 },
  new: { flag: 'new', page: 1, page_size: 6 },
} as const satisfies Record<string, PreloadedParams>;

export type HomeGameList = keyof typeof HOME_GAME_LISTS;

const call = (path: ApiPath, params: PreloadedParams = {}, variant = ''): PreloadedSiteCall => ({
  id: variant ? `${path}#${variant}` : path,
  path,
  params,
});

/**
 * The site calls a guest's first view makes that depend only on the site (not on a player): the
 * after-mount content and the home page's sections. A page the server could not render (the client
 * renders it) still carries their answers, so its first view needs no API request and no axios.
 */
export const PRELOADED_SITE_CALLS: readonly PreloadedSiteCall[] = [
  call('settings/social_account'),
  call('settings/siteinfodetail'),
  call('settings/partners'),
  call('settings/bts'),
  call('settings/get_analytics'),
  call('product/get_hot_games', { game_type: '' }),
  call('home/referral'),
  call('home/fetch_slide'),
  call('home/marquee'),
  call('home/fetch_transactions'),
  call('settings/top10winner_withdrawal'),
  ...Object.entries(HOME_GAME_LISTS).map(([name, params]) => call('product/get_games', params, name)),
];

/** The request body the site server sends for a preloaded call of a site. */
export function preloadedCallBody(
  preloaded: PreloadedSiteCall,
  site: SiteRequest,
): Record<string, string | number> {
  return {
    domain_name: site.domain_name,
    ...(site.external_id ? { external_id: site.external_id } : {}),
    ...preloaded.params,
  };
}
