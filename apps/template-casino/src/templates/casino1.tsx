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
import './casino1.css';

/** Grand Salon: a centred gilt crest between ornaments, the account corner above, gold-ruled tabs below. */
function Layout({ template, children }: CasinoLayoutProps) {
  return (
    <CasinoFrame
      template={template}
      header={
        <header className="c1-header">
          <div className="c1-header__crest">
            <MenuToggle className="c1-header__menu" />
            <Brand className="c1-brand" primary />
            <HeaderAccount variant="compact" className="c1-header__account" />
          </div>
          <GameNav variant="tabs" className="c1-nav" />
        </header>
      }
      footer={<CasinoFooter variant="columns" />}
      overlays={<MenuDrawer side="left" />}
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
      'hot',
      'featured',
      'categories',
      'popular',
      'new',
      'providers',
      'winners',
      'ticker',
      'partners',
      'appDownload',
    ],
  },
  Layout,
);
