import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, NavLink, useLocation } from '@wl/router';
import { useBackoffice } from '../../stores/store-context';
import { AnnouncementsTab } from './announcements-tab';
import { AnalyticsTab, PartnersTab, SlidesTab, SocialAccountsTab } from './list-tabs';
import { MarqueeTab } from './marquee-tab';
import { MenusTab } from './menus-tab';
import { MissionsTab } from './missions-tab';
import { PagesTab } from './pages-tab';
import { PromotionsTab } from './promotions-tab';
import { ProvidersTab } from './providers-tab';
import { RewardsTab } from './rewards-tab';
import { SeoTab } from './seo-tab';
import { SettingsTab } from './settings-tab';
import { mayEdit, mayManageAnalytics, mayRead } from './site-roles';
import { VipTab } from './vip-tab';

/** The tabs in the order an operator goes through a site: catalogue, pages, home, offers, the rest. */
const TABS = [
  'providers',
  'pages',
  'seo',
  'menus',
  'slides',
  'announcements',
  'marquee',
  'partners',
  'social',
  'missions',
  'promotions',
  'rewards',
  'vip',
  'analytics',
  'settings',
] as const;
type Tab = (typeof TABS)[number];

/** `/sites/<key>/<tab>` read from the address (the router's own parameters are not shared with us). */
function addressOf(pathname: string): { key: string; tab: Tab | undefined } {
  const [, , key = '', tab = ''] = pathname.split('/');
  return { key: decodeURIComponent(key), tab: TABS.find((candidate) => candidate === tab) };
}

/**
 * One site: its providers, CMS pages, SEO records, menus, slides, announcements, marquee messages,
 * partners, social accounts, missions, promotions, rewards settings, VIP levels, analytics snippets
 * (owners only) and settings, each a tab with its own address.
 */
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
  const analytics = mayManageAnalytics(role);
  if (!tab || (tab === 'analytics' && !analytics)) {
    return <Navigate to={`/sites/${encodeURIComponent(key)}/providers`} replace />;
  }
  const site = siteWork.site;
  if (!site) {
    return sites.loaded ? <p>{t('siteWork.notYours')}</p> : <p>{t('app.loading')}</p>;
  }
  const editor = mayEdit(role);
  const labels: Record<Tab, string> = {
    providers: t('siteWork.tabProviders'),
    pages: t('siteWork.tabPages'),
    seo: t('siteWork.tabSeo'),
    announcements: t('siteWork.tabAnnouncements'),
    marquee: t('siteWork.tabMarquee'),
    menus: t('siteWork.tabMenus'),
    missions: t('siteWork.tabMissions'),
    promotions: t('siteWork.tabPromotions'),
    slides: t('siteWork.tabSlides'),
    partners: t('siteWork.tabPartners'),
    social: t('siteWork.tabSocial'),
    analytics: t('siteWork.tabAnalytics'),
    settings: t('siteWork.tabSettings'),
    rewards: t('siteWork.tabRewards'),
    vip: t('siteWork.tabVip'),
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
          {TABS.filter((name) => name !== 'analytics' || analytics).map((name) => (
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
      {tab === 'announcements' && siteWork.announcements && (
        <AnnouncementsTab store={siteWork.announcements} editor={editor} />
      )}
      {tab === 'marquee' && siteWork.marquee && <MarqueeTab store={siteWork.marquee} editor={editor} />}
      {tab === 'menus' && siteWork.menus && <MenusTab store={siteWork.menus} editor={editor} />}
      {tab === 'missions' && siteWork.missions && <MissionsTab store={siteWork.missions} editor={editor} />}
      {tab === 'promotions' && siteWork.promotions && (
        <PromotionsTab store={siteWork.promotions} editor={editor} />
      )}
      {tab === 'slides' && siteWork.slides && <SlidesTab store={siteWork.slides} editor={editor} />}
      {tab === 'partners' && siteWork.partners && <PartnersTab store={siteWork.partners} editor={editor} />}
      {tab === 'social' && siteWork.social && <SocialAccountsTab store={siteWork.social} editor={editor} />}
      {tab === 'analytics' && analytics && siteWork.analytics && <AnalyticsTab store={siteWork.analytics} />}
      {tab === 'settings' && siteWork.settings && <SettingsTab store={siteWork.settings} editor={editor} />}
      {tab === 'rewards' && siteWork.rewards && <RewardsTab store={siteWork.rewards} editor={editor} />}
      {tab === 'vip' && siteWork.vip && <VipTab store={siteWork.vip} editor={editor} />}
    </section>
  );
});
