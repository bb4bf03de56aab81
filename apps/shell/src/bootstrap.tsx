import './styles.css';
import { createApiClient } from '@wl/api';
import { RootStore, findRouteByPath, hasMemberHint, type TemplateModule } from '@wl/core';
import { setupI18n } from '@wl/i18n';
import { readBootData, readBootNonce } from './app/boot-data';
import { languageCatalogue } from './app/language-catalogue';
import { pagePreloads } from './app/page-preloads';
import { loadTemplateModule } from './app/remote-loader';
import { startLanguage } from './app/start-language';
import { applyTheme } from './app/theme';
import { yieldToMain } from './app/yield-to-main';

// Each step of the start ends with a yield: the modules' evaluation, the stores, the messages, the page's
// template and the page's components are separate tasks, none long enough to hold a tap on a slow phone.
async function start(): Promise<void> {
  await yieldToMain();
  const boot = readBootData();
  const api = createApiClient('/api', { preloaded: boot.preloaded, answeredAt: boot.answeredAt });
  const store = new RootStore(api, { i18n: languageCatalogue, nonce: readBootNonce() });
  const startup = boot.startup ?? (await store.api.startup({ domain_name: window.location.hostname }));
  store.site.applyStartup(startup);
  await yieldToMain();
  await setupI18n(startLanguage(store), { preloaded: boot.messages });
  await yieldToMain();
  const { template, color } = store.site;
  if (template && color) applyTheme(document, template, color);
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  // A server-rendered page is a guest's page: the player's session comes back after hydration.
  const hydrate = boot.rendered === true && root.firstElementChild !== null;
  if (store.site.isReady && !hydrate) store.session.restore();
  // As the server rendered it: the player's parts wait for the session when one may come back.
  store.memberFeatures(() => import('./app/member-features').then((m) => m.MEMBER_FEATURES));
  if (hydrate && hasMemberHint(document.cookie)) {
    store.session.markPending();
    // The session is on its way back: its stores' code comes meanwhile.
    store.prepareMemberFeatures().catch(() => undefined);
  }
  store.primeSiteContent();
  document.documentElement.dataset['storeInstance'] = store.instanceId;
  await yieldToMain();

  // Hydration renders what the server rendered: the template and the page's own chunk are loaded
  // first, as the server had them, so the whole page hydrates in one pass.
  const loaded: TemplateModule | undefined =
    hydrate && template
      ? await loadTemplateModule(boot.manifest, template, false).catch(() => undefined)
      : undefined;
  const route = findRouteByPath(store.locale.routing.parse(window.location.pathname).path);
  const preloadPage = route && loaded ? pagePreloads(loaded)[route.name] : undefined;
  if (preloadPage) await preloadPage().catch(() => undefined);
  await yieldToMain();
  // Part of this chunk, but evaluated only now, in a task of its own: the page's components and React's
  // renderer are most of the chunk's start-up work.
  const { mountPage } = await import(/* webpackMode: "eager" */ './app/mount-page');
  mountPage(root, store, { manifest: boot.manifest, template: loaded, hydrate });
}

void start();
