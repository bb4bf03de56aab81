import { useTranslation } from '@wl/i18n';
import {
  BottomTabBar,
  Brand,
  CasinoFooter,
  CasinoFrame,
  GameNav,
  HeaderAccount,
  MenuDrawer,
  createCasinoTemplate,
  type CasinoLayoutProps,
} from '../family';
import './casino4.css';

/** Art Deco: the brand in a stepped frame, a full-width primary band of menu tabs, a tab bar on phones. */
function Layout({ template, children }: CasinoLayoutProps) {
  const { t } = useTranslation();
  return (
    <CasinoFrame
      template={template}
      header={
        <header className="c4-header">
          <div className="c4-header__top">
            <p className="c4-header__live">{t('casino:casinoLiveOpen')}</p>
            <HeaderAccount variant="bar" className="c4-header__account" />
          </div>
          <div className="c4-header__marquee">
            <Brand className="c4-brand" primary keepName />
          </div>
          <GameNav variant="tabs" className="c4-nav" />
        </header>
      }
      footer={<CasinoFooter variant="columns" />}
      overlays={
        <>
          <MenuDrawer side="left" />
          <BottomTabBar className="c4-tabbar" />
        </>
      }
    >
      {children}
    </CasinoFrame>
  );
}

export default createCasinoTemplate(
  {
    tile: 'portrait',
    slides: 'full',
    homeSections: [
      'slides',
      'marquee',
      'featured',
      'hot',
      'new',
      'popular',
      'providers',
      'categories',
      'winners',
      'ticker',
      'partners',
      'appDownload',
    ],
  },
  Layout,
);
