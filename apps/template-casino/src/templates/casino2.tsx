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
import './casino2.css';

/** Card Room: a crimson bar with the brand and account, then a row of card-shaped category tiles. */
function Layout({ template, children }: CasinoLayoutProps) {
  return (
    <CasinoFrame
      template={template}
      header={
        <header className="c2-header">
          <div className="c2-header__bar">
            <Brand className="c2-brand" primary />
            <HeaderAccount variant="bar" className="c2-header__account" />
            <MenuToggle className="c2-header__menu" />
          </div>
          <GameNav variant="chips" icons className="c2-nav" />
        </header>
      }
      footer={<CasinoFooter variant="band" />}
      overlays={<MenuDrawer side="right" />}
    >
      {children}
    </CasinoFrame>
  );
}

export default createCasinoTemplate(
  {
    tile: 'square',
    slides: 'contained',
    homeSections: [
      'slides',
      'hot',
      'marquee',
      'featured',
      'popular',
      'new',
      'categories',
      'providers',
      'winners',
      'ticker',
      'partners',
      'appDownload',
    ],
  },
  Layout,
);
