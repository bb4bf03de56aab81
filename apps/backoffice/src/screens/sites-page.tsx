import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBackoffice } from '../stores/store-context';
import { ErrorMessage } from './error-message';

/** The sites the staff member may work on. */
export const SitesPage = observer(function SitesPage() {
  const { t } = useTranslation();
  const { sites } = useBackoffice();

  useEffect(() => {
    void sites.load();
  }, [sites]);

  return (
    <section aria-labelledby="sites-title">
      <h1 id="sites-title">{t('sites.title')}</h1>
      <ErrorMessage error={sites.error} />
      {sites.loaded && sites.sites.length === 0 ? (
        <p>{t('sites.empty')}</p>
      ) : (
        <div className="bo-table-wrap">
          <table className="bo-table" aria-busy={sites.loading}>
            <caption className="bo-visually-hidden">{t('sites.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('sites.name')}</th>
                <th scope="col">{t('sites.key')}</th>
                <th scope="col">{t('sites.hosts')}</th>
                <th scope="col">{t('sites.template')}</th>
                <th scope="col">{t('sites.color')}</th>
                <th scope="col">{t('sites.currency')}</th>
                <th scope="col">{t('sites.state')}</th>
              </tr>
            </thead>
            <tbody>
              {sites.sites.map((site) => (
                <tr key={site.site_id}>
                  <th scope="row">{site.name}</th>
                  <td>{site.key}</td>
                  <td className="bo-wrap">{site.hosts.join(', ')}</td>
                  <td>{site.template}</td>
                  <td>{site.theme_color}</td>
                  <td>{site.currency}</td>
                  <td>{site.enabled ? t('sites.enabled') : t('sites.disabled')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
});
