import {
  BottomTabBar,
  Brand,
  CasinoFooter,
  CasinoFrame,
  ContentNav,
  GameNav,
  HeaderAccount,
  MenuDrawer,
  MenuToggle,
  createCasinoTemplate,
  type CasinoLayoutProps,
} from '../family';
import './casino8.css';

/** Live-Dealer App: a full sidebar (brand, menu, pages) on desktop, a slim top bar and tab bar on phones. */
function Layout({ template, children }: CasinoLayoutProps) {
  return (
    <CasinoFrame
      template={template}
      header={
        <header className="c8-header">
          <MenuToggle className="c8-header__menu" />
          <Brand className="c8-brand" primary />
          <HeaderAccount variant="bar" className="c8-header__account" />
        </header>
      }
      aside={
        <aside className="c8-sidebar">
          <GameNav variant="list" icons home className="c8-sidebar__nav" />
          <ContentNav className="c8-sidebar__pages" />
        </aside>
      }
      footer={<CasinoFooter variant="columns" />}
      overlays={
        <>
          <MenuDrawer side="left" />
          <BottomTabBar className="c8-tabbar" />
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
    slides: 'contained',
    homeSections: [
      'slides',
      'categories',
      'hot',
      'featured',
      'new',
      'popular',
      'providers',
      'winners',
      'marquee',
      'ticker',
      'partners',
      'appDownload',
    ],
  },
  Layout,
);
