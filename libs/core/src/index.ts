export {
  TEMPLATES,
  THEME_CODES,
  LOGIN_MODAL_DELAY_MS,
  bodyClassesFor,
  checkTheme,
  findTemplate,
  findTemplateById,
  type LoginEntry,
  type RewardsGuestAction,
  type TemplateDefinition,
  type TemplateFamily,
  type TemplateId,
  type ThemeCheck,
} from './lib/templates/registry';
export { palettesByFamily, paletteFor, type ColorCode, type Palette } from './lib/templates/palettes';
export {
  CATEGORY_PATHS,
  GAME_CATEGORIES,
  LOBBY_PAGE_NAMES,
  PAGE_NAMES,
  ROUTES,
  findRouteByPath,
  type GameCategory,
  type PageName,
  type RouteDefinition,
} from './lib/routes/routes';
export { filterMenu } from './lib/menu/filter-menu';
export { LayoutStore } from './lib/stores/layout-store';
export { UserStore, type UserProfile } from './lib/stores/user-store';
export { RootStore, storeInstances } from './lib/stores/root-store';
export { StoreProvider, useStores } from './lib/stores/store-context';
export {
  MINIGAME_EXPOSE,
  MINIGAME_REMOTE_NAME,
  TEMPLATE_EXPOSE,
  remoteNameOf,
  type MinigamePageName,
  type MinigameRemote,
  type RemoteManifest,
  type TemplateLayoutProps,
  type TemplateModule,
  type TemplateRemote,
} from './lib/contract/template-contract';
export { createTemplateRemote, type TemplateLoaders } from './lib/contract/create-template-remote';
export { verifyTemplateRemote } from './lib/contract/verify-template-remote';
export { navItemsOf, type NavItem } from './lib/menu/nav-items';
export { useSiteChrome, type SiteChrome } from './lib/stores/use-site-chrome';
