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
import './slot3.css';

/** Deep-sea treasure: a left sidebar of categories from 769 px, a wave-edged top bar and drawer below. */
function Slot3Layout({ template, children }: SlotLayoutProps) {
  return (
    <SlotRoot template={template}>
      <div className="s3-grid">
        <header className="s3-header">
          <SlotBrand primary className="s3-brand" />
          <SlotAccount variant="bar" className="s3-account" />
          <MenuButton className="s3-burger" />
        </header>
        <GameNav variant="sidebar" home icons className="s3-nav" />
        <MenuDrawer side="right" />
        <SlotMain>{children}</SlotMain>
        <SlotFooter variant="columns" />
      </div>
    </SlotRoot>
  );
}

export default createSlotTemplate({
  look: {
    tile: 'portrait',
    slides: 'split',
    homeSections: [
      'slides',
      'hot',
      'marquee',
      'featured',
      'providers',
      'new',
      'popular',
      'ticker',
      'winners',
      'categories',
      'partners',
      'appDownload',
    ],
  },
  Layout: Slot3Layout,
});
