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
import './slot6.css';

/** Turbo racing: a slanted top bar, an icon rail down the left from 768 px, a bottom bar on phones. */
function Slot6Layout({ template, children }: SlotLayoutProps) {
  return (
    <SlotRoot template={template}>
      <header className="s6-header">
        <SlotBrand primary className="s6-brand" />
        <SlotAccount variant="bar" className="s6-account" />
      </header>
      <div className="s6-body">
        <GameNav variant="rail" home icons className="s6-nav" />
        <MenuDrawer side="left" />
        <SlotMain>{children}</SlotMain>
      </div>
      <SlotFooter variant="columns" />
      <BottomBar categories={3} />
    </SlotRoot>
  );
}

export default createSlotTemplate({
  look: {
    tile: 'landscape',
    slides: 'full',
    homeSections: [
      'marquee',
      'slides',
      'hot',
      'featured',
      'ticker',
      'new',
      'popular',
      'providers',
      'winners',
      'categories',
      'partners',
      'appDownload',
    ],
  },
  Layout: Slot6Layout,
});
