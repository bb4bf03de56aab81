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
import './casino6.css';

/** Neon Vegas: a glowing sign over the page, an icon rail on desktop, a tab bar on phones, chip tiles. */
function Layout({ template, children }: CasinoLayoutProps) {
  return (
    <CasinoFrame
      template={template}
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
