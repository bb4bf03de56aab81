/**
 * The site model: what a site is made of, the same in the browser, the site server and the platform.
 * Templates (theme code → template → family), palettes, breakpoints, game categories and their paths,
 * page names and routes, the remote manifest. Plain data and pure functions only, with no dependency:
 * no DOM, no stores, nothing that needs a browser at import or call time.
 */

// Templates: theme code → template → family, palettes, login entry, body classes.
export type { TemplateFamily } from './lib/templates/template-family';
export {
  TEMPLATES,
  THEME_CODES,
  LOGIN_MODAL_DELAY_MS,
  bodyClassesFor,
  themeBodyClasses,
  checkTheme,
  findTemplate,
  findTemplateById,
  type LoginEntry,
  type RewardsGuestAction,
  type TemplateDefinition,
  type TemplateId,
  type ThemeCheck,
} from './lib/templates/registry';
export { palettesByFamily, paletteFor, type ColorCode, type Palette } from './lib/templates/palettes';

// Game categories, page names and routes.
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
export { seoPageName } from './lib/routes/seo-page-name';

// Viewport breakpoints.
export {
  FALLBACK_DEVICE,
  VIEWPORT_BREAKPOINTS,
  deviceFor,
  isDevice,
  type Device,
} from './lib/viewport/breakpoints';
export { MEMBER_HINT_COOKIE, VIEWPORT_COOKIE } from './lib/viewport/page-cookies';

// The remote manifest the site server hands the shell.
export type { RemoteManifest } from './lib/remotes/remote-manifest';
