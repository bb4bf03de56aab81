import { observer } from 'mobx-react-lite';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '@wl/i18n';
import { ModuleLoaderStore, useStores } from '@wl/core';
import { Spinner } from '@wl/ui';

/** A lazily loaded part of the shell shown in place (a form in a modal): spinner, then it, or a retry. */
export const LazyChunk = observer(function LazyChunk<T>({
  load,
  children,
}: {
  load: () => Promise<T>;
  children: (module: T) => ReactNode;
}) {
  const { t } = useTranslation();
  const store = useStores();
  const [loader] = useState(() => new ModuleLoaderStore(load, (error) => void store.handleLoadError(error)));
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
  if (loader.status !== 'ready' || !loader.module) {
    return (
      <div className="wl-lazy-chunk">
        <Spinner label={t('loading')} />
      </div>
    );
  }
  return <>{children(loader.module)}</>;
});
