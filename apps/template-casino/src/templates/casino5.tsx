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
import './casino5.css';

/** Minimal Luxury: "Menu" left, a centred wordmark, the account right; a hairline of text links below. */
function Layout({ children }: TemplateLayoutProps) {
  return (
    <CasinoFrame
      templateId="template5"
      themeCode="casino5"
      header={
        <header className="c5-header">
          <div className="c5-header__row">
            <MenuToggle className="c5-header__menu" labelled />
            <Brand className="c5-brand" primary />
            <HeaderAccount variant="compact" className="c5-header__account" />
          </div>
          <GameNav variant="tabs" className="c5-nav" />
        </header>
      }
      footer={<CasinoFooter variant="minimal" />}
      overlays={<MenuDrawer side="full" />}
    >
      {children}
    </CasinoFrame>
  );
}

export default createCasinoTemplate(
  'template5',
  {
    tile: 'square',
    slides: 'full',
    homeSections: [
      'slides',
      'featured',
      'popular',
      'hot',
      'new',
      'categories',
      'providers',
      'winners',
      'ticker',
      'marquee',
      'partners',
      'appDownload',
    ],
  },
  Layout,
);
