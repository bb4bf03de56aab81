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
import './slot8.css';

/** Space arcade: a see-through header with orbit tabs from 768 px, a full-screen menu on phones. */
function Slot8Layout({ template, children }: SlotLayoutProps) {
  return (
    <SlotRoot template={template}>
      <header className="s8-header">
        <SlotBrand primary className="s8-brand" />
        <GameNav variant="tabs" className="s8-nav" />
        <SlotAccount variant="bar" className="s8-account" />
        <MenuButton className="s8-burger" />
      </header>
      <MenuDrawer side="full" />
      <SlotMain>{children}</SlotMain>
      <SlotFooter variant="columns" />
    </SlotRoot>
  );
}

export default createSlotTemplate({
  look: {
    tile: 'portrait',
    slides: 'full',
    homeSections: [
      'slides',
      'marquee',
      'featured',
      'hot',
      'new',
      'popular',
      'providers',
      'categories',
      'ticker',
      'winners',
      'appDownload',
      'partners',
    ],
  },
  Layout: Slot8Layout,
});
