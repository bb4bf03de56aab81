import { CALLS } from '@wl/contract';
import type { ZodApp } from '../../http/zod-app';
import type { Platform } from '../../platform';
import { siteRoutes } from '../../http/site-route';

export function registerContentRoutes(api: ZodApp, platform: Platform): void {
  const { content, activity } = platform.sites;
  const route = siteRoutes(api, platform);

  route(CALLS.seo, async (siteId, body) => ({ value: await content.seo(siteId, body.page_name) }));
  route(CALLS.socialAccount, async (siteId) => ({ accountList: await content.socialAccounts(siteId) }));
  route(CALLS.siteInfoDetail, async (siteId) => ({ cms: await content.cms(siteId) }));
  route(CALLS.getAnalytics, async (siteId) => ({ value: await content.analytics(siteId) }));
  route(CALLS.adsVisit, async (siteId, body, request) => {
    // An unauthenticated write: bounded per client address.
    await platform.rateLimiter.hit('adsVisit', { siteId, address: request.ip });
    await content.recordAdVisit(siteId, { fbp: body.fbp, appsflyer_id: body.appsflyer_id });
    return {};
  });
  route(CALLS.partners, async (siteId) => ({ partners: await content.partners(siteId) }));
  route(CALLS.bts, async (siteId) => ({ value: await content.bts(siteId) }));
  route(CALLS.topWinners, async (siteId) => activity.winnersAndWithdrawals(siteId));
  route(CALLS.fetchTransactions, async (siteId) => activity.recentTransactions(siteId));
  route(CALLS.fetchSlide, async (siteId) => ({ value: await content.slides(siteId) }));
  route(CALLS.fetchAnnouncement, async (siteId) => ({ value: await content.announcements(siteId) }));
  route(CALLS.marquee, async (siteId) => ({ value: await content.marquee(siteId) }));
  route(CALLS.referral, async (siteId) => ({ value: await content.referral(siteId) }));
}
