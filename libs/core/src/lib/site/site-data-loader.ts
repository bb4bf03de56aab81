import {
  getAnalytics,
  getBts,
  getHotGames,
  getPartners,
  getReferral,
  getSiteInfo,
  getSocialAccounts,
  isSuccess,
  sendAdsVisit,
  type ApiTransport,
  type Envelope,
  type SiteRequest,
} from '@wl/api';
import { PlatformRequests } from '../stores/base/platform-requests';
import type { SiteStore } from '../stores/site-store';
import { readAttribution, rememberAppsflyerId } from './attribution';
import type { LiveChatWidget } from './live-chat';
import { sanitizeCms } from './sanitize-html';
import { injectTrackingScripts } from './tracking-scripts';

export interface SiteDataDeps {
  api: ApiTransport;
  siteStore: SiteStore;
  site: SiteRequest;
  /** The global error handler (the ad-visit call's failure goes there). */
  report: (answer: Envelope) => void;
  doc: Document;
  search: string;
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  liveChat: LiveChatWidget;
  /** The page's CSP nonce, for the analytics scripts. */
  nonce?: string;
  /** Where a part that failed to load is noted (the page goes on without it). */
  log: Pick<Console, 'warn'>;
}

/**
 * What the site loads after mount (spec section 4), never under maintenance: social accounts, CMS pages
 * (sanitised), partners, bts, analytics snippets, hot games, the referral setting, the ad visit and the
 * live chat. Each part fails on its own; the page keeps working without it.
 */
export async function loadSiteData(deps: SiteDataDeps): Promise<void> {
  const { api, siteStore, site } = deps;
  if (siteStore.isMaintenance || !siteStore.isReady) return;
  siteStore.setShowPreloader(true);
  rememberAppsflyerId(deps.search, deps.storage);
  deps.liveChat.load(siteStore.live_chat);

  const part = (name: string, load: () => Promise<void>) =>
    load().catch((error: unknown) => deps.log.warn(`The site's ${name} could not be loaded`, error));
  await Promise.all([
    part('social accounts', async () => {
      const answer = await getSocialAccounts(api, site);
      if (isSuccess(answer)) siteStore.setAccountList(answer.accountList ?? []);
    }),
    part('CMS pages', async () => {
      const answer = await getSiteInfo(api, site);
      if (isSuccess(answer) && answer.cms) siteStore.setCms(sanitizeCms(answer.cms));
    }),
    part('partners', async () => {
      const answer = await getPartners(api, site);
      if (isSuccess(answer)) siteStore.setPartners(answer.partners ?? []);
    }),
    part('bts', async () => {
      const answer = await getBts(api, site);
      if (isSuccess(answer)) siteStore.setBts(answer.value ?? null);
    }),
    part('analytics', async () => {
      const answer = await getAnalytics(api, { domain_name: site.domain_name });
      if (isSuccess(answer))
        injectTrackingScripts(deps.doc, answer.value ?? [], { nonce: deps.nonce, console: deps.log });
    }),
    part('hot games', async () => {
      const answer = await getHotGames(api, { ...site, game_type: '' });
      siteStore.setHasHotGames(isSuccess(answer) && (answer.value?.length ?? 0) > 0);
    }),
    part('referral setting', async () => {
      const answer = await getReferral(api, site);
      siteStore.setShowReferral(isSuccess(answer) ? Number(answer.value?.[0]?.setting_value ?? 0) : 0);
    }),
    part('ad visit', () => sendAdVisit(deps)),
  ]);
  siteStore.setShowPreloader(false);
}

/** The ad-visit call, when the visitor has an ad cookie or an AppsFlyer id; a failure is reported. */
async function sendAdVisit(deps: SiteDataDeps): Promise<void> {
  const attribution = readAttribution(deps.doc.cookie, deps.storage);
  if (!attribution.fbp && !attribution.appsflyer_id) return;
  const requests = new PlatformRequests({ api: deps.api, report: deps.report });
  await requests.run('adVisit', () => sendAdsVisit(deps.api, { ...deps.site, ...attribution }));
}
