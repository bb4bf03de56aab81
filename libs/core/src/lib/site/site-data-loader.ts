import {
  getAnalytics,
  getBts,
  getHotGames,
  getPartners,
  getReferral,
  getSiteInfo,
  getSocialAccounts,
  isSuccess,
  peekAnswer,
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
  /** The content parts the page did not carry (primeSiteContent's answer); when absent, it is asked here. */
  contentLeft?: readonly ContentPart[];
}

/** One part of the site's content: its call, and what a good answer sets on the site store. */
export interface ContentPart {
  name: string;
  call: (api: ApiTransport, site: SiteRequest) => Promise<Envelope>;
  apply: (siteStore: SiteStore, answer: Envelope) => void;
}

const contentPart = <A extends Envelope>(
  name: string,
  call: (api: ApiTransport, site: SiteRequest) => Promise<A>,
  apply: (siteStore: SiteStore, answer: A) => void,
): ContentPart => ({
  name,
  call,
  apply: (siteStore, answer) => apply(siteStore, answer as A),
});

/**
 * The site content every page may show (spec section 4): social accounts, CMS pages (sanitised),
 * partners, bts, whether there are hot games, the referral setting. A failed part is not applied.
 */
const CONTENT_PARTS: readonly ContentPart[] = [
  contentPart('social accounts', getSocialAccounts, (store, answer) => {
    if (isSuccess(answer)) store.setAccountList(answer.accountList ?? []);
  }),
  contentPart('CMS pages', getSiteInfo, (store, answer) => {
    if (isSuccess(answer) && answer.cms) store.setCms(sanitizeCms(answer.cms));
  }),
  contentPart('partners', getPartners, (store, answer) => {
    if (isSuccess(answer)) store.setPartners(answer.partners ?? []);
  }),
  contentPart('bts', getBts, (store, answer) => {
    if (isSuccess(answer)) store.setBts(answer.value ?? null);
  }),
  contentPart(
    'hot games',
    (api, site) => getHotGames(api, { ...site, game_type: '' }),
    (store, answer) => store.setHasHotGames(isSuccess(answer) && (answer.value?.length ?? 0) > 0),
  ),
  contentPart('referral setting', getReferral, (store, answer) =>
    store.setShowReferral(isSuccess(answer) ? Number(answer.value?.[0]?.setting_value ?? 0) : 0),
  ),
];

/**
 * Fills the site store with the content the page carries (a server-rendered page carries all of it), in
 * the first render, so the browser's first render is the server's. Returns the parts still to load.
 */
export function primeSiteContent(api: ApiTransport, siteStore: SiteStore, site: SiteRequest): ContentPart[] {
  return CONTENT_PARTS.filter((part) => {
    const answer = peekAnswer(api, (transport) => part.call(transport, site));
    if (answer) part.apply(siteStore, answer);
    return !answer;
  });
}

/**
 * Loads the site content the page did not carry (a server render's collecting pass does this too). The
 * parts primed before the first render are not applied again: a part set again after hydration would
 * render every section that shows it once more, in the same task as the page's hydration.
 */
export async function loadSiteContent(
  api: ApiTransport,
  siteStore: SiteStore,
  site: SiteRequest,
  log: Pick<Console, 'warn'>,
  parts: readonly ContentPart[] = primeSiteContent(api, siteStore, site),
): Promise<void> {
  await Promise.all(
    parts.map(async (part) => {
      try {
        part.apply(siteStore, await part.call(api, site));
      } catch (error: unknown) {
        log.warn(`The site's ${part.name} could not be loaded`, error);
      }
    }),
  );
}

/**
 * What the site loads after mount (spec section 4), never under maintenance: the site content the page
 * did not carry, analytics snippets, the ad visit and the live chat. Each part fails on its own; the page
 * keeps working without it.
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
    loadSiteContent(api, siteStore, site, deps.log, deps.contentLeft),
    part('analytics', async () => {
      const answer = await getAnalytics(api, { domain_name: site.domain_name });
      if (isSuccess(answer))
        injectTrackingScripts(deps.doc, answer.value ?? [], { nonce: deps.nonce, console: deps.log });
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
