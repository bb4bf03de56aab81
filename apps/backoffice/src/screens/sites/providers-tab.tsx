import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteProvidersStore } from '../../stores/sites/site-providers-store';
import { ErrorMessage } from '../error-message';

/** The providers of the catalogue, each enabled or not on the site, with a switch for editors. */
export const ProvidersTab = observer(function ProvidersTab({
  store,
  editor,
}: {
  store: SiteProvidersStore;
  editor: boolean;
}) {
  const { t } = useTranslation();
  useEffect(() => {
    void store.load();
  }, [store]);
  return (
    <section aria-labelledby="providers-title" className="bo-section">
      <h2 id="providers-title">{t('siteWork.providersTitle')}</h2>
      <p className="bo-notice">{t('siteWork.providersIntro')}</p>
      <ErrorMessage error={store.error} />
      <div className="bo-table-wrap">
        <table className="bo-table" aria-busy={store.loading}>
          <caption className="bo-visually-hidden">{t('siteWork.providersTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('siteWork.provider')}</th>
              <th scope="col">{t('siteWork.state')}</th>
              <th scope="col">{t('siteWork.categories')}</th>
              <th scope="col" className="bo-number">
                {t('siteWork.games')}
              </th>
              {editor && <th scope="col">{t('siteWork.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {store.providers.map((provider) => (
              <tr key={provider.provider_code} data-testid={`provider-${provider.provider_code}`}>
                <th scope="row">
                  {provider.name} <span className="bo-muted">({provider.provider_code})</span>
                </th>
                <td>{provider.enabled ? t('siteWork.enabled') : t('siteWork.disabled')}</td>
                <td className="bo-wrap">{provider.categories.join(', ') || t('siteWork.none')}</td>
                <td className="bo-number">
                  {t('siteWork.gameCount', { count: provider.games, total: provider.catalogue_games })}
                </td>
                {editor && (
                  <td>
                    <button
                      className={provider.enabled ? 'bo-button bo-button--danger' : 'bo-button'}
                      type="button"
                      disabled={store.busyCode !== undefined}
                      onClick={() => void store.setEnabled(provider.provider_code, !provider.enabled)}
                    >
                      {provider.enabled
                        ? t('siteWork.disableProvider', { name: provider.name })
                        : t('siteWork.enableProvider', { name: provider.name })}
                    </button>
                    {store.result?.code === provider.provider_code &&
                      (store.result.kind === 'done' ? (
                        <p className="bo-done" role="status">
                          {t(store.result.key)}
                        </p>
                      ) : (
                        <ErrorMessage error={store.result.key} />
                      ))}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
});
