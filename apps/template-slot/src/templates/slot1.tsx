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
import './slot1.css';

/** Neon arcade: one glowing bar (brand, neon pills, account) from 1200 px; a drawer and a pill row below. */
function Slot1Layout({ template, children }: SlotLayoutProps) {
  return (
    <SlotRoot template={template}>
      <header className="s1-header">
        <MenuButton className="s1-burger" />
        <SlotBrand primary className="s1-brand" />
        <GameNav variant="pills" icons className="s1-nav" />
        <SlotAccount variant="bar" className="s1-account" />
      </header>
      <MenuDrawer side="left" />
      <SlotMain>{children}</SlotMain>
      <SlotFooter variant="columns" />
    </SlotRoot>
  );
}

export default createSlotTemplate({
  look: {
    tile: 'square',
    slides: 'full',
    homeSections: [
      'slides',
      'marquee',
      'hot',
      'new',
      'providers',
      'featured',
      'popular',
      'categories',
      'winners',
      'ticker',
      'partners',
      'appDownload',
    ],
  },
  Layout: Slot1Layout,
});
