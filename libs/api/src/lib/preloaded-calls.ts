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
  /** How many calls of the first view the answer serves (hot games: the site's after-mount load and the home's row). */
  uses: number;
}

/** The home page's game lists: a flag of the catalogue and how many games the row shows (spec section 9). */
export const HOME_GAME_LISTS = {
  featured: { flag: 'featured', page: 1, page_size: 10 },
  popular: { flag: 'popular', page: 1, page_size: 6 },
  new: { flag: 'new', page: 1, page_size: 6 },
} as const satisfies Record<string, PreloadedParams>;

export type HomeGameList = keyof typeof HOME_GAME_LISTS;

const call = (path: ApiPath, params: PreloadedParams = {}, variant = '', uses = 1): PreloadedSiteCall => ({
  id: variant ? `${path}#${variant}` : path,
  path,
  params,
  uses,
});

/**
 * The site calls a guest's first view makes that depend only on the site (not on a player): the
 * after-mount content and the home page's sections. The site server answers them into the page beside
 * startup, so the first view renders with no API request and without downloading axios.
 */
export const PRELOADED_SITE_CALLS: readonly PreloadedSiteCall[] = [
  call('settings/social_account'),
  call('settings/siteinfodetail'),
  call('settings/partners'),
  call('settings/bts'),
  call('settings/get_analytics'),
  call('product/get_hot_games', { game_type: '' }, '', 2),
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

/**
 * The preloaded call a request is, if any: same path, a site call (a domain_name), and besides the
 * site's own fields exactly the call's params (no field more, none less, equal values).
 */
export function findPreloadedCall(path: string, body: unknown): PreloadedSiteCall | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { domain_name, external_id, ...rest } = body as Record<string, unknown>;
  if (typeof domain_name !== 'string' || !domain_name) return undefined;
  if (external_id !== undefined && typeof external_id !== 'string') return undefined;
  const keys = Object.keys(rest);
  return PRELOADED_SITE_CALLS.find(
    (candidate) =>
      candidate.path === path &&
      keys.length === Object.keys(candidate.params).length &&
      keys.every(
        (key) =>
          Object.prototype.hasOwnProperty.call(candidate.params, key) && candidate.params[key] === rest[key],
      ),
  );
}
