// The public pages every template shows (home, game lobbies, content), arranged by a template's look.
// Bundled into each family remote (not a shared singleton): a site downloads only the pages it shows.
export { HOME_SECTIONS, type HomeSection, type SiteLook, type TileShape } from './lib/site-look';
export {
  CONTENT_PAGE_NAMES,
  createSitePages,
  type ContentPageName,
  type SitePages,
  type SitePagesOptions,
} from './lib/site-pages';
export { AccountControls, type AccountControlsProps } from './lib/account/AccountControls';
export { LanguageSwitcher, type LanguageSwitcherProps } from './lib/account/LanguageSwitcher';
export { contentPagePath, contentPageTitle } from './lib/content-links';
// The site's loading screen (logo, name, progress): what a template shows while a page prepares.
export { PreloaderPage, SitePreloader } from './lib/preloader/SitePreloader';
