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
import './slot5.css';

/** Candy shop: a bubbly centred header, a floating bar of candy pills, a bottom bar and sheet on phones. */
function Slot5Layout({ template, children }: SlotLayoutProps) {
  return (
    <SlotRoot template={template}>
      <header className="s5-header">
        <SlotBrand primary className="s5-brand" />
        <SlotAccount variant="compact" className="s5-account" />
      </header>
      <GameNav variant="pills" icons className="s5-nav" />
      <MenuDrawer side="bottom" />
      <SlotMain>{children}</SlotMain>
      <SlotFooter variant="band" />
      <BottomBar categories={3} />
    </SlotRoot>
  );
}

export default createSlotTemplate({
  look: {
    tile: 'round',
    slides: 'contained',
    homeSections: [
      'slides',
      'categories',
      'marquee',
      'hot',
      'new',
      'featured',
      'popular',
      'winners',
      'providers',
      'ticker',
      'appDownload',
      'partners',
    ],
  },
  Layout: Slot5Layout,
});
