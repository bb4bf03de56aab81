export { DEMO_SITES, type DemoSite } from './lib/demo/demo-sites';
export { SiteDirectory, normaliseHost } from './lib/sites/site-directory';
export { SITE_NOT_FOUND_STATUS } from './lib/sites/startup-response';
export { platformPlugin, type PlatformOptions } from './lib/http/platform-plugin';
