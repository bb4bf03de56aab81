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
import './casino5.css';

/** Minimal Luxury: "Menu" left, a centred wordmark, the account right; a hairline of text links below. */
function Layout({ template, children }: CasinoLayoutProps) {
  return (
    <CasinoFrame
      template={template}
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
