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
import './slot9.css';

/** Prize-wheel game show: a spotlight header, a wheel of round category buttons, confetti all round. */
function Slot9Layout({ template, children }: SlotLayoutProps) {
  return (
    <SlotRoot template={template}>
      <header className="s9-header">
        <MenuButton className="s9-burger" />
        <SlotBrand primary className="s9-brand" />
        <SlotAccount variant="compact" className="s9-account" />
      </header>
      <GameNav variant="chips" home icons className="s9-nav" />
      <MenuDrawer side="right" />
      <SlotMain>{children}</SlotMain>
      <SlotFooter variant="band" />
    </SlotRoot>
  );
}

export default createSlotTemplate({
  look: {
    tile: 'square',
    slides: 'split',
    homeSections: [
      'slides',
      'winners',
      'hot',
      'marquee',
      'popular',
      'featured',
      'new',
      'categories',
      'ticker',
      'providers',
      'partners',
      'appDownload',
    ],
  },
  Layout: Slot9Layout,
});
