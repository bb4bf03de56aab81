import type { TemplateLayoutProps } from '@wl/core';
import {
  Brand,
  CasinoFooter,
  CasinoFrame,
  GameNav,
  HeaderAccount,
  MenuDrawer,
  MenuToggle,
  createCasinoTemplate,
} from '../family';
import './casino9.css';

/** Grand Hotel: a crest centred between the menu button and the account, icon pills centred beneath. */
function Layout({ children }: TemplateLayoutProps) {
  return (
    <CasinoFrame
      templateId="template9"
      themeCode="casino9"
      header={
        <header className="c9-header">
          <div className="c9-header__row">
            <MenuToggle className="c9-header__menu" />
            <Brand className="c9-brand" primary />
            <HeaderAccount variant="compact" className="c9-header__account" />
          </div>
          <GameNav variant="pills" icons className="c9-nav" />
        </header>
      }
      footer={<CasinoFooter variant="centered" />}
      overlays={<MenuDrawer side="right" />}
    >
      {children}
    </CasinoFrame>
  );
}

export default createCasinoTemplate(
  'template9',
  {
    tile: 'square',
    slides: 'split',
    homeSections: [
      'slides',
      'hot',
      'featured',
      'marquee',
      'popular',
      'new',
      'categories',
      'winners',
      'providers',
      'ticker',
      'partners',
      'appDownload',
    ],
  },
  Layout,
);
