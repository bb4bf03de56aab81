import {
  GameNav,
  MenuButton,
  MenuDrawer,
  SlotAccount,
  SlotBrand,
  SlotFooter,
  SlotMain,
  SlotRoot,
  createSlotTemplate,
  type SlotLayoutProps,
} from '../family';
import './slot7.css';

/** Fruit machine: a cabinet-top marquee with light bulbs, a deck of machine buttons for categories. */
function Slot7Layout({ template, children }: SlotLayoutProps) {
  return (
    <SlotRoot template={template}>
      <div className="s7-topline">
        <SlotAccount variant="bar" className="s7-account" />
      </div>
      <header className="s7-header">
        <MenuButton className="s7-burger" />
        <SlotBrand primary className="s7-brand" />
      </header>
      <GameNav variant="segments" icons className="s7-nav" />
      <MenuDrawer side="left" />
      <SlotMain>{children}</SlotMain>
      <SlotFooter variant="centered" />
    </SlotRoot>
  );
}

export default createSlotTemplate({
  look: {
    tile: 'square',
    slides: 'contained',
    homeSections: [
      'slides',
      'hot',
      'winners',
      'featured',
      'marquee',
      'popular',
      'new',
      'categories',
      'providers',
      'ticker',
      'partners',
      'appDownload',
    ],
  },
  Layout: Slot7Layout,
});
