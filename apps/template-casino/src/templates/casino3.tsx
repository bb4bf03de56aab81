import {
  BottomTabBar,
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
import './casino3.css';

/** Table Felt: one rail-edged bar (brand, pill menu, account) over green baize; a tab bar on phones. */
function Layout({ template, children }: CasinoLayoutProps) {
  return (
    <CasinoFrame
      template={template}
      header={
        <header className="c3-header">
          <MenuToggle className="c3-header__menu" />
          <Brand className="c3-brand" primary />
          <GameNav variant="pills" className="c3-nav" />
          <HeaderAccount variant="compact" className="c3-header__account" />
        </header>
      }
      footer={<CasinoFooter variant="centered" />}
      overlays={
        <>
          <MenuDrawer side="left" />
          <BottomTabBar className="c3-tabbar" />
        </>
      }
    >
      {children}
    </CasinoFrame>
  );
}

export default createCasinoTemplate(
  {
    tile: 'landscape',
    slides: 'split',
    homeSections: [
      'slides',
      'featured',
      'hot',
      'categories',
      'marquee',
      'popular',
      'new',
      'winners',
      'providers',
      'ticker',
      'partners',
      'appDownload',
    ],
  },
  Layout,
);
