import type { ZodApp } from '../http/zod-app';
import type { Platform } from '../platform';
import { registerContentRoutes } from './content/content-routes';
import { registerGameRoutes } from './games/game-routes';
import { registerMediaRoutes } from './media/media-routes';
import { registerSportsbookRoutes } from './sportsbook/sportsbook-routes';
import { registerStartupRoutes } from './startup/startup-routes';

/** Every route of the sites, content, games and sportsbook side, under the plugin's prefix (/api). */
export function registerSiteRoutes(api: ZodApp, platform: Platform): void {
  registerStartupRoutes(api, platform);
  registerContentRoutes(api, platform);
  registerGameRoutes(api, platform);
  registerSportsbookRoutes(api, platform);
  registerMediaRoutes(api, platform);
}
