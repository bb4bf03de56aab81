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
import './casino9.css';

/** Grand Hotel: a crest centred between the menu button and the account, icon pills centred beneath. */
function Layout({ template, children }: CasinoLayoutProps) {
  return (
    <CasinoFrame
      template={template}
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
