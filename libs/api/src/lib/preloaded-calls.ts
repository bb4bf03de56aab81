import type { ApiPath } from './call-table';

/**
 * The site calls every first view makes after mount that depend only on the site (not on a player), in
 * the shape { domain_name } (hot games also with game_type ''). The site server answers them into the
 * page beside startup, so the first view renders with no API request and without downloading axios.
 */
export const PRELOADED_SITE_CALLS = [
  'settings/social_account',
  'settings/siteinfodetail',
  'settings/partners',
  'settings/bts',
  'settings/get_analytics',
  'product/get_hot_games',
  'home/referral',
] as const satisfies readonly ApiPath[];

export type PreloadedSiteCall = (typeof PRELOADED_SITE_CALLS)[number];

/** The request body the site server sends for a preloaded call of `host`. */
export function preloadedCallBody(path: PreloadedSiteCall, host: string): Record<string, string> {
  return path === 'product/get_hot_games' ? { domain_name: host, game_type: '' } : { domain_name: host };
}
