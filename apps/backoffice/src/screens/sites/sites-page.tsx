import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@wl/router';
import { useBackoffice } from '../../stores/store-context';
import { ErrorMessage } from '../error-message';
import { NewSiteForm } from './new-site-form';
import { mayRead } from './site-roles';

/** The sites the staff member may work on, and the owner's "New site". */
export const SitesPage = observer(function SitesPage() {
  const { t } = useTranslation();
  const { sites, session, newSite } = useBackoffice();
  const opens = mayRead(session.profile?.role);

  useEffect(() => {
    void sites.load();
  }, [sites]);

  return (
    <section aria-labelledby="sites-title">
      <div className="bo-section__head">
        <h1 id="sites-title">{t('sites.title')}</h1>
        {session.isOwner && !newSite.open && (
          <button className="bo-button bo-button--primary" type="button" onClick={() => void newSite.show()}>
            {t('siteWork.newSite')}
          </button>
        )}
      </div>
      {newSite.created && (
        <p className="bo-done" role="status">
          {t('siteWork.created', { name: newSite.created.name })}{' '}
          <Link to={`/sites/${newSite.created.key}/providers`}>{t('siteWork.openCreated')}</Link>
        </p>
      )}
      {session.isOwner && newSite.open && <NewSiteForm />}
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
                  <th scope="row">
                    {opens ? <Link to={`/sites/${site.key}/providers`}>{site.name}</Link> : site.name}
                  </th>
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
