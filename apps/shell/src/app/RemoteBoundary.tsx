import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '@wl/i18n';
import { ModuleLoaderStore, useStores } from '@wl/core';
import { ErrorPanel, Spinner } from '@wl/ui';

/** Loads a remote module and renders it; a failure shows a clear error with a retry, never a blank page. */
export const RemoteBoundary = observer(function RemoteBoundary<T>({
  load,
  loaded,
  children,
}: {
  load: (retry: boolean) => Promise<T>;
  /** The module when it is already loaded (a server render, and the browser hydrating its page). */
  loaded?: T;
  children: (module: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const store = useStores();
  // A template chunk gone after a deploy: the page reloads once (see UpdateStore.handleChunkError).
  const [loader] = useState(
    () => new ModuleLoaderStore(load, (error) => void store.handleLoadError(error), loaded),
  );
  useEffect(() => {
    void loader.start();
  }, [loader]);

  if (loader.status === 'failed') {
    return (
      <div className="wl-centered">
        <ErrorPanel
          title={t('siteUnavailable')}
          message={t('remoteLoadFailed')}
          actionLabel={t('retry')}
          onAction={() => void loader.start()}
        />
      </div>
    );
  }
  if (loader.status !== 'ready' || !loader.module) {
    return (
      <div className="wl-centered">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  return <>{children(loader.module)}</>;
});
