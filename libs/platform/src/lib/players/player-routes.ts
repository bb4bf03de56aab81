import type { ZodApp } from '../http/zod-app';
import type { Platform } from '../platform';
import { registerAuthRoutes } from './auth/auth-routes';
import { registerSessionRoutes } from './auth/session-routes';
import { registerFavouriteRoutes } from './favourites/favourite-routes';
import { registerInboxRoutes } from './inbox/inbox-routes';
import { registerProfileRoutes, registerStatusRoutes } from './profile/profile-routes';
import { registerProtectionRoutes } from './protection/protection-routes';
import { registerSecurityRoutes } from './security/security-routes';
import { registerVipRoutes } from './vip/vip-routes';
import { registerWalletRoutes } from './wallet/wallet-routes';

/**
 * The player calls of the spec (section 7), /auth/reset_password, account security and player protection,
 * under the plugin's prefix: each domain registers its own routes. The registration order is the order of the OpenAPI document.
 */
export function registerPlayerRoutes(api: ZodApp, platform: Platform): void {
  registerAuthRoutes(api, platform);
  registerWalletRoutes(api, platform);
  registerSessionRoutes(api, platform);
  registerVipRoutes(api, platform);
  registerFavouriteRoutes(api, platform);
  registerProfileRoutes(api, platform);
  registerInboxRoutes(api, platform);
  registerStatusRoutes(api, platform);
  registerSecurityRoutes(api, platform);
  registerProtectionRoutes(api, platform);
}
