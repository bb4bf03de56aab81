import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '@wl/i18n';
import { ModuleLoaderStore, loadChunk, loadedChunk, useStores } from '@wl/core';
import { Spinner } from '@wl/ui';

/** The place of a chunk on its way. */
export function LazyChunkSpinner() {
  const { t } = useTranslation();
  return (
    <div className="wl-lazy-chunk">
      <Spinner label={t('loading')} />
    </div>
  );
}

/**
 * A lazily loaded part of the shell shown in place (a form on its page or in a modal): spinner, then it,
 * or a retry. A chunk that has arrived shows at once. A server render's collecting pass loads it, so the
 * server's page holds the form, not a spinner; the browser loads it before hydrating that page.
 */
export const LazyChunk = observer(function LazyChunk<T>({
  load,
  children,
}: {
  load: () => Promise<T>;
  children: (module: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const store = useStores();
  const arrived = loadedChunk(load);
  if (arrived === undefined) store.firstViewLoads?.add(() => loadChunk(load));
  const [loader] = useState(
    () =>
      new ModuleLoaderStore(
        () => loadChunk(load),
        (error) => void store.handleLoadError(error),
        arrived,
      ),
  );
  useEffect(() => {
    void loader.start();
  }, [loader]);
  if (loader.status === 'failed') {
    return (
      <div className="wl-lazy-chunk" role="alert">
        <p>{t('errors:unknownError')}</p>
        <button type="button" className="wl-button" onClick={() => void loader.start()}>
          {t('retry')}
        </button>
      </div>
    );
  }
  if (loader.status !== 'ready' || !loader.module) return <LazyChunkSpinner />;
  return <>{children(loader.module)}</>;
});
