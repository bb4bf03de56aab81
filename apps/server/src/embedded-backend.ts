import { platformPlugin, type Platform } from '@wl/platform';
import type { SiteBackend } from './backend';
import { sharedStartupAnswers } from './shared-startup';

/**
 * The platform API mounted in this process under /api. Startup answers are kept in memory (one per host,
 * dropped on any site change, never past a maintenance start or end); /api/startup and the pages read them.
 */
export function embeddedBackend(platform: Platform): SiteBackend {
  const unsubscribes = new Set<() => void>();
  const stopKeeping = platform.sites.keepStartupAnswers();
  let closed: Promise<void> | undefined;
  return {
    kind: 'embedded',
    async registerApi(app) {
      await app.register(platformPlugin, { prefix: '/api', platform });
    },
    startup: sharedStartupAnswers(platform.sites),
    gameOrigins: () => platform.play.providerOrigins(),
    watchSiteChanges(listener) {
      const unwatch = platform.sites.watchChanges(listener);
      const unsubscribe = () => {
        unsubscribes.delete(unsubscribe);
        unwatch();
      };
      unsubscribes.add(unsubscribe);
      return unsubscribe;
    },
    close() {
      closed ??= (async () => {
        // On PostgreSQL the LISTEN connection closes with the last subscription.
        for (const unsubscribe of [...unsubscribes]) unsubscribe();
        stopKeeping();
        await platform.close();
      })();
      return closed;
    },
  };
}
