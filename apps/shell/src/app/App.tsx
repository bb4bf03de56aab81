import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores, type RemoteManifest } from '@wl/core';
import { ErrorPanel } from '@wl/ui';
import { MaintenanceLayout } from './MaintenanceLayout';
import { TemplateHost } from './TemplateHost';

/** Chooses what the page shows: maintenance, a startup error, or the site's template. */
export const App = observer(function App({ manifest }: { manifest: RemoteManifest }) {
  const { layout } = useStores();
  const { t } = useTranslation();
  if (layout.isMaintenance) return <MaintenanceLayout maintenance={layout.maintenance} />;
  if (!layout.isReady || !layout.template) {
    return (
      <main className="wl-centered">
        <ErrorPanel title={t('siteUnavailable')} message={t(layout.message || 'siteUnavailable')} />
      </main>
    );
  }
  return <TemplateHost manifest={manifest} template={layout.template} />;
});
