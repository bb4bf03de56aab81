import './server-dom';
import i18next from 'i18next';
import { enableStaticRendering } from 'mobx-react-lite';
import { StrictMode } from 'react';
import type { PageRenderRequest, PageRenderResult } from '@wl/api';
import {
  FirstViewLoads,
  LocaleRouting,
  RootStore,
  StoreProvider,
  hasMemberHint,
  type RemoteManifest,
  type TemplateModule,
} from '@wl/core';
import { changeLanguage, preloadedMessages, setupI18n } from '@wl/i18n';
import { App } from '../app/App';
import { languageCatalogue } from '../app/language-catalogue';
import { MEMBER_FEATURES } from '../app/member-features';
import { loadTemplateModule } from '../app/remote-loader';
import { htmlOf } from './html-of';
import { RecordingClient } from './recording-client';
import { RenderQueue } from './render-queue';

// Observers render once on a server and never subscribe.
enableStaticRendering(true);

const queue = new RenderQueue();

/** The language of the page's path (the site server redirects / to a detected language itself). */
async function applyLanguageOf(store: RootStore, pathname: string): Promise<void> {
  const routing = new LocaleRouting(languageCatalogue, store.site.language);
  const { language } = routing.parse(pathname);
  store.locale.configure(store.site.language, language);
  if (!i18next.isInitialized) await setupI18n(language);
  else await changeLanguage(language);
}

/** One store tree for one render of one request: never shared between requests or hosts. */
function pageStore(request: PageRenderRequest, client: RecordingClient, loads?: FirstViewLoads): RootStore {
  const api = loads ? client.collecting() : client.replaying();
  const store = new RootStore(api, {
    i18n: languageCatalogue,
    server: {
      host: request.host,
      pathname: request.pathname,
      search: request.search,
      cookie: request.cookie,
      loads,
    },
  });
  store.site.applyStartup(request.startup);
  // A player may be signed in (the member hint): the browser takes up the session after hydration.
  if (hasMemberHint(request.cookie)) store.session.markPending();
  store.primeSiteContent();
  // As in the browser: a guest's page never creates them.
  store.memberFeatures(() => Promise.resolve(MEMBER_FEATURES));
  return store;
}

function page(
  store: RootStore,
  manifest: RemoteManifest,
  template: TemplateModule | undefined,
  location: string,
) {
  return (
    <StrictMode>
      <StoreProvider store={store}>
        <App manifest={manifest} template={template} serverLocation={location} />
      </StoreProvider>
    </StrictMode>
  );
}

/**
 * Renders one page for a guest, in two passes: the first collects the loads of every store the page
 * shows and waits for their answers (recorded), the second renders the stores filled from those answers.
 * The site's template comes from its family remote's server build, chosen from the startup answer
 * exactly as the browser chooses it; the browser hydrates from the same answers.
 */
export function renderPage(request: PageRenderRequest): Promise<PageRenderResult> {
  return queue.run(async () => {
    const client = new RecordingClient(request);
    const loads = new FirstViewLoads();
    const collecting = pageStore(request, client, loads);
    await applyLanguageOf(collecting, request.pathname);
    const serverManifest: RemoteManifest = {
      remotes: Object.fromEntries(
        Object.entries(request.serverRemotes).map(([name, entry]) => [name, { entry }]),
      ),
    };
    const definition = collecting.site.template;
    // A remote that cannot load throws: the site server then serves the page for the browser to render.
    const template = definition ? await loadTemplateModule(serverManifest, definition, false) : undefined;
    const location = `${request.pathname}${request.search}`;

    loads.add(() => collecting.loadSiteContent());
    await htmlOf(page(collecting, request.manifest, template, location), request.nonce);
    await loads.settle();

    const rendering = pageStore(request, client);
    rendering.locale.configure(rendering.site.language, collecting.locale.language);
    const html = await htmlOf(page(rendering, request.manifest, template, location), request.nonce);
    return {
      html,
      answers: client.entries(),
      answeredAt: client.answeredAt,
      messages: preloadedMessages(collecting.locale.language),
    };
  });
}
