import type { ZodApp } from '../http/zod-app';
import type { Platform } from '../platform';
import { registerAuthRoutes } from './routes/auth-routes';
import { registerMemberRoutes } from './routes/member-routes';

/** The player calls of the spec (section 7) and /auth/reset_password, under the plugin's prefix. */
export function registerPlayerRoutes(api: ZodApp, platform: Platform): void {
  registerAuthRoutes(api, platform);
  registerMemberRoutes(api, platform);
}
