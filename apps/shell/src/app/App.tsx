import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from '@wl/i18n';
import { useStores, type RemoteManifest, type TemplateModule } from '@wl/core';
import { ErrorPanel } from '@wl/ui';
import { MaintenanceLayout } from './MaintenanceLayout';
import { TemplateHost } from './TemplateHost';

export interface AppProps {
  manifest: RemoteManifest;
  /** The site's template, when it is loaded before the first render (server render and hydration). */
  template?: TemplateModule;
  /** A server render's path and query (the browser's router reads the address bar). */
  serverLocation?: string;
  /** Restore the player's session after mount: the page was rendered for a guest (by the server). */
  restoreSession?: boolean;
}

/** Chooses what the page shows: maintenance, a startup error, or the site's template. */
export const App = observer(function App({ manifest, template, serverLocation, restoreSession }: AppProps) {
  const store = useStores();
  const { site: layout } = store;
  const { t } = useTranslation();
  const ready = layout.isReady;
  // After mount, and never under maintenance: the site's content, the session check, update polling.
  useEffect(() => {
    // The page is live (hydrated or rendered here): tests and the site's own scripts can wait for it. A
    // page without a site (maintenance, unavailable) is live too, and loads nothing more.
    document.documentElement.dataset['hydrated'] = 'true';
    if (!ready) return undefined;
    if (restoreSession) store.session.restore();
    return store.start();
  }, [store, ready, restoreSession]);
  // Values typed and presses made on the server's page before it was live reach the stores now, and
  // presses stop being held (the server's script loader keeps them: apps/server/src/first-view/
  // script-loader.ts). On every page, the maintenance and unavailable ones too, or their buttons would stay
  // held.
  useEffect(() => {
    (window as Window & { __wlHydrated?: () => void }).__wlHydrated?.();
  }, []);

  if (layout.isMaintenance) return <MaintenanceLayout maintenance={layout.maintenance} />;
  if (!ready || !layout.template) {
    return (
      <main className="wl-centered">
        <ErrorPanel title={t('siteUnavailable')} message={t(layout.message || 'siteUnavailable')} />
      </main>
    );
  }
  return (
    <TemplateHost
      manifest={manifest}
      template={layout.template}
      loaded={template}
      serverLocation={serverLocation}
    />
  );
});
