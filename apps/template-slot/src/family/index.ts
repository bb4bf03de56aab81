// The slot family's building blocks; each template arranges them in its own layout.
export { BottomBar } from './BottomBar';
export { createSlotTemplate, type SlotTemplate } from './create-slot-template';
export { MenuDrawer, type MenuDrawerProps } from './MenuDrawer';
export { SlotAccount } from './SlotAccount';
export { SlotFooter, type SlotFooterVariant } from './SlotFooter';
export {
  GameNav,
  MenuButton,
  SlotBrand,
  SlotMain,
  SlotRoot,
  type GameNavProps,
  type GameNavVariant,
} from './SlotFrame';
export type { SlotLayoutProps, SlotTemplateSpec, TemplateIdentity } from './look';
