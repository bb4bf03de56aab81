import { useTranslation } from '@wl/i18n';
import {
  Brand,
  CasinoFooter,
  CasinoFrame,
  GameNav,
  HeaderAccount,
  MenuDrawer,
  MenuToggle,
  createCasinoTemplate,
  type CasinoLayoutProps,
} from '../family';
import './casino7.css';

/** Speakeasy Lounge: a primary utility strip with the account, then the brand left and tabs right. */
function Layout({ template, children }: CasinoLayoutProps) {
  const { t } = useTranslation();
  return (
    <CasinoFrame
      template={template}
      header={
        <header className="c7-header">
          <div className="c7-header__strip">
            <p className="c7-header__live">{t('casino:casinoLiveOpen')}</p>
            <HeaderAccount variant="bar" className="c7-header__account" />
          </div>
          <div className="c7-header__main">
            <Brand className="c7-brand" primary keepName />
            <GameNav variant="tabs" icons className="c7-nav" />
            <MenuToggle className="c7-header__menu" labelled />
          </div>
        </header>
      }
      footer={<CasinoFooter variant="band" />}
      overlays={<MenuDrawer side="left" />}
    >
      {children}
    </CasinoFrame>
  );
}

export default createCasinoTemplate(
  {
    tile: 'landscape',
    slides: 'full',
    homeSections: [
      'slides',
      'featured',
      'hot',
      'popular',
      'marquee',
      'new',
      'ticker',
      'categories',
      'providers',
      'winners',
      'partners',
      'appDownload',
    ],
  },
  Layout,
);
