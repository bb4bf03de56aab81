import type { TemplateLayoutProps } from '@wl/core';
import {
  BottomTabBar,
  Brand,
  CasinoFooter,
  CasinoFrame,
  GameNav,
  HeaderAccount,
  MenuDrawer,
  createCasinoTemplate,
} from '../family';
import './casino6.css';

/** Neon Vegas: a glowing sign over the page, an icon rail on desktop, a tab bar on phones, chip tiles. */
function Layout({ children }: TemplateLayoutProps) {
  return (
    <CasinoFrame
      templateId="template6"
      themeCode="casino6"
      header={
        <header className="c6-header">
          <Brand className="c6-brand" primary />
          <HeaderAccount variant="bar" className="c6-header__account" />
        </header>
      }
      aside={<GameNav variant="rail" icons home className="c6-rail" />}
      footer={<CasinoFooter variant="band" />}
      overlays={
        <>
          <MenuDrawer side="right" />
          <BottomTabBar className="c6-tabbar" />
        </>
      }
    >
      {children}
    </CasinoFrame>
  );
}

export default createCasinoTemplate(
  'template6',
  {
    tile: 'round',
    slides: 'contained',
    homeSections: [
      'slides',
      'hot',
      'new',
      'popular',
      'featured',
      'marquee',
      'categories',
      'ticker',
      'winners',
      'providers',
      'partners',
      'appDownload',
    ],
  },
  Layout,
);
