import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createApiClient } from '@wl/api';
import { RootStore, StoreProvider } from '@wl/core';
import { setupI18n } from '@wl/i18n';
import { App } from './app/App';
import { readBootData } from './app/boot-data';
import { applyTheme } from './app/theme';

async function start(): Promise<void> {
  const boot = readBootData();
  const store = new RootStore(createApiClient());
  const [startup] = await Promise.all([
    boot.startup ?? store.api.startup({ domain_name: window.location.hostname }),
    setupI18n(),
  ]);
  store.layout.applyStartup(startup);
  const { template, color } = store.layout;
  if (template && color) applyTheme(document, template, color);
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
