import {
  BottomBar,
  GameNav,
  MenuDrawer,
  SlotAccount,
  SlotBrand,
  SlotFooter,
  SlotMain,
  SlotRoot,
  createSlotTemplate,
  type SlotLayoutProps,
} from '../family';
import './slot2.css';

/** Lucky red-gold: a centred crest between lanterns, a gold tab band, a bottom tab bar on phones. */
function Slot2Layout({ template, children }: SlotLayoutProps) {
  return (
    <SlotRoot template={template}>
      <header className="s2-header">
        <span className="s2-lantern s2-lantern--left" aria-hidden="true" />
        <SlotBrand primary className="s2-brand" />
        <span className="s2-lantern s2-lantern--right" aria-hidden="true" />
        <SlotAccount variant="compact" className="s2-account" />
      </header>
      <GameNav variant="tabs" icons className="s2-nav" />
      <MenuDrawer side="right" />
      <SlotMain>{children}</SlotMain>
      <SlotFooter variant="centered" />
      <BottomBar categories={3} />
    </SlotRoot>
  );
}

export default createSlotTemplate({
  look: {
    tile: 'round',
    slides: 'contained',
    homeSections: [
      'marquee',
      'slides',
      'categories',
      'hot',
      'winners',
      'featured',
      'popular',
      'new',
      'providers',
      'ticker',
      'partners',
      'appDownload',
    ],
  },
  Layout: Slot2Layout,
});
