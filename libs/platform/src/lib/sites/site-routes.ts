import type { ZodApp } from '../http/zod-app';
import type { Platform } from '../platform';
import { registerContentRoutes } from './routes/content-routes';
import { registerGameRoutes } from './routes/game-routes';
import { registerMediaRoutes } from './routes/media-routes';
import { registerSportsbookRoutes } from './routes/sportsbook-routes';
import { registerStartupRoutes } from './routes/startup-routes';

/** Every route of the sites, content, games and sportsbook side, under the plugin's prefix (/api). */
export function registerSiteRoutes(api: ZodApp, platform: Platform): void {
  registerStartupRoutes(api, platform);
  registerContentRoutes(api, platform);
  registerGameRoutes(api, platform);
  registerSportsbookRoutes(api, platform);
  registerMediaRoutes(api, platform);
}
