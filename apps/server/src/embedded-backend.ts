import { platformPlugin, type Platform } from '@wl/platform';
import type { SiteBackend } from './backend';

/** The platform API mounted in this process under /api. */
export function embeddedBackend(platform: Platform): SiteBackend {
  return {
    kind: 'embedded',
    async registerApi(app) {
      await app.register(platformPlugin, { prefix: '/api', platform });
    },
    startup: (host) => platform.sites.startup(host),
    close: () => platform.close(),
  };
}
