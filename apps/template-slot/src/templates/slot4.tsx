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
import './slot4.css';

/** City lights: a slim top bar, a lit marquee strip of category chips, a skyline footer. */
function Slot4Layout({ template, children }: SlotLayoutProps) {
  return (
    <SlotRoot template={template}>
      <header className="s4-header">
        <SlotBrand primary className="s4-brand" />
        <SlotAccount variant="bar" className="s4-account" />
        <MenuButton className="s4-burger" />
      </header>
      <div className="s4-marquee">
        <GameNav variant="chips" home icons className="s4-nav" />
      </div>
      <MenuDrawer side="right" />
      <SlotMain>{children}</SlotMain>
      <SlotFooter variant="columns" />
    </SlotRoot>
  );
}

export default createSlotTemplate({
  look: {
    tile: 'landscape',
    slides: 'full',
    homeSections: [
      'slides',
      'ticker',
      'hot',
      'popular',
      'categories',
      'featured',
      'new',
      'winners',
      'providers',
      'marquee',
      'partners',
      'appDownload',
    ],
  },
  Layout: Slot4Layout,
});
