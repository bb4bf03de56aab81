import { CALLS } from '@wl/contract';
import { contractRoute } from '../../http/contract-route';
import { requestHost, type ZodApp } from '../../http/zod-app';
import type { Platform } from '../../platform';
import { SITE_FAILURES } from '../../http/site-call';

/** The public sportsbook lists: GET, the site is the one of the Host header. */
export function registerSportsbookRoutes(api: ZodApp, platform: Platform): void {
  const { sites } = platform;

  contractRoute(
    api,
    CALLS.matchList,
    async (request) => {
      const site = await sites.open({ domainName: requestHost(request) });
      return { value: await sites.sportsbook.matchList(site.id) };
    },
    SITE_FAILURES,
  );

  contractRoute(
    api,
    CALLS.publicOdds,
    async (request, query) => {
      const site = await sites.open({ domainName: requestHost(request) });
      const { match_id: matchId, bet_type: betType } = query;
      return sites.sportsbook.publicOdds(site.id, { matchId, betType });
    },
    SITE_FAILURES,
  );
}
