import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStores, type RemoteManifest } from '@wl/core';
import { ErrorPanel } from '@wl/ui';
import { MaintenanceLayout } from './MaintenanceLayout';
import { TemplateHost } from './TemplateHost';

/** Chooses what the page shows: maintenance, a startup error, or the site's template. */
export const App = observer(function App({ manifest }: { manifest: RemoteManifest }) {
  const store = useStores();
  const { site: layout } = store;
  const { t } = useTranslation();
  const ready = layout.isReady;
  // After mount, and never under maintenance: the site's content, the session check, update polling.
  useEffect(() => (ready ? store.start() : undefined), [store, ready]);

  if (layout.isMaintenance) return <MaintenanceLayout maintenance={layout.maintenance} />;
  if (!ready || !layout.template) {
    return (
      <main className="wl-centered">
        <ErrorPanel title={t('siteUnavailable')} message={t(layout.message || 'siteUnavailable')} />
      </main>
    );
  }
  return <TemplateHost manifest={manifest} template={layout.template} />;
});
