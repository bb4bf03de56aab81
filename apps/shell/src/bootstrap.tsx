import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from '@wl/api';
import { RootStore, StoreProvider } from '@wl/core';
import { setupI18n } from '@wl/i18n';
import { App } from './app/App';
import { readBootData, readBootNonce } from './app/boot-data';
import { languageCatalogue } from './app/language-catalogue';
import { MEMBER_FEATURES } from './app/member-features';
import { startLanguage } from './app/start-language';
import { applyTheme } from './app/theme';

async function start(): Promise<void> {
  const boot = readBootData();
  const store = new RootStore(createApiClient('/api', { preloaded: boot.preloaded }), {
    i18n: languageCatalogue,
    nonce: readBootNonce(),
  });
  const startup = boot.startup ?? (await store.api.startup({ domain_name: window.location.hostname }));
  store.site.applyStartup(startup);
  await setupI18n(startLanguage(store));
  const { template, color } = store.site;
  if (template && color) applyTheme(document, template, color);
  if (store.site.isReady) store.session.restore();
  for (const feature of MEMBER_FEATURES) store.feature(feature);
  document.documentElement.dataset['storeInstance'] = store.instanceId;

  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  createRoot(root).render(
    <StrictMode>
      <StoreProvider store={store}>
        <App manifest={boot.manifest} />
      </StoreProvider>
    </StrictMode>,
  );
}

void start();
