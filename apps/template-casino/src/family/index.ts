// The casino family's building blocks: each template composes its own layout from them.
export { HeaderAccount } from './account';
export {
  createCasinoTemplate,
  type CasinoLayoutProps,
  type CasinoTemplate,
  type TemplateIdentity,
} from './create-casino-template';
export { MenuDrawer, type MenuDrawerProps } from './drawer';
export { CasinoFooter, SocialLinks, type FooterVariant } from './footer';
export { Brand, CasinoFrame, DRAWER_ID, useCasinoMenu, type CasinoFrameProps } from './frame';
export { BottomTabBar, ContentNav, GameNav, MenuToggle, quickItems, type GameNavVariant } from './nav';
