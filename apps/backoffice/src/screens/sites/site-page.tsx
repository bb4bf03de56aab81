import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, NavLink, useLocation } from '@wl/router';
import { useBackoffice } from '../../stores/store-context';
import { PagesTab } from './pages-tab';
import { ProvidersTab } from './providers-tab';
import { SeoTab } from './seo-tab';
import { SettingsTab } from './settings-tab';
import { mayEdit, mayRead } from './site-roles';

const TABS = ['providers', 'pages', 'seo', 'settings'] as const;
type Tab = (typeof TABS)[number];

/** `/sites/<key>/<tab>` read from the address (the router's own parameters are not shared with us). */
function addressOf(pathname: string): { key: string; tab: Tab | undefined } {
  const [, , key = '', tab = ''] = pathname.split('/');
  return { key: decodeURIComponent(key), tab: TABS.find((candidate) => candidate === tab) };
}

/** One site: its providers, CMS pages, SEO records and settings, each a tab with its own address. */
export const SitePage = observer(function SitePage() {
  const { t } = useTranslation();
  const { siteWork, sites, session } = useBackoffice();
  const { pathname } = useLocation();
  const { key, tab } = addressOf(pathname);
  const role = session.profile?.role;

  useEffect(() => {
    void siteWork.openSite(key);
  }, [siteWork, key]);

  if (!mayRead(role)) return <Navigate to="/sites" replace />;
  if (!tab) return <Navigate to={`/sites/${encodeURIComponent(key)}/providers`} replace />;
  const site = siteWork.site;
  if (!site) {
    return sites.loaded ? <p>{t('siteWork.notYours')}</p> : <p>{t('app.loading')}</p>;
  }
  const editor = mayEdit(role);
  const labels: Record<Tab, string> = {
    providers: t('siteWork.tabProviders'),
    pages: t('siteWork.tabPages'),
    seo: t('siteWork.tabSeo'),
    settings: t('siteWork.tabSettings'),
  };
  const host = site.hosts[0];
  const port = window.location.port ? `:${window.location.port}` : '';
  return (
    <section aria-labelledby="site-title">
      <p>
        <Link to="/sites">{t('siteWork.backToSites')}</Link>
      </p>
      <div className="bo-section__head">
        <h1 id="site-title">{site.name}</h1>
        {host && (
          <a
            className="bo-button"
            href={`${window.location.protocol}//${host}${port}/`}
            target="_blank"
            rel="noreferrer"
          >
            {t('siteWork.openSite', { host })}
          </a>
        )}
      </div>
      <nav className="bo-tabs" aria-label={t('siteWork.tabs')}>
        <ul>
          {TABS.map((name) => (
            <li key={name}>
              <NavLink to={`/sites/${encodeURIComponent(site.key)}/${name}`}>{labels[name]}</NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {tab === 'providers' && siteWork.providers && (
        <ProvidersTab store={siteWork.providers} editor={editor} />
      )}
      {tab === 'pages' && siteWork.pages && <PagesTab store={siteWork.pages} editor={editor} />}
      {tab === 'seo' && siteWork.seo && <SeoTab store={siteWork.seo} editor={editor} />}
      {tab === 'settings' && siteWork.settings && <SettingsTab store={siteWork.settings} editor={editor} />}
    </section>
  );
});
