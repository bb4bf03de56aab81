import { DEMO_PROVIDERS } from '../demo/demo-catalogue';
import type { Platform } from '../platform';
import { demoProviderSecret } from '../play/providers/demo-provider-secret';

/** Where the demo game studio runs (`npm start` starts it there); its pages are /play/<provider code>. */
export const DEMO_STUDIO_URL = process.env['DEMO_STUDIO_URL'] ?? 'http://127.0.0.1:4400';

/**
 * Points every demo provider at the demo game studio with its demo secret, on every demo start: a
 * database seeded before the studio existed gets it too. An operator's own settings are never replaced.
 */
export async function seedGameProviders(platform: Platform, studioUrl = DEMO_STUDIO_URL): Promise<void> {
  for (const { code } of DEMO_PROVIDERS) {
    await platform.play.setDemoProvider(code, {
      launchUrl: `${studioUrl.replace(/\/$/, '')}/play/${code}`,
      walletSecret: demoProviderSecret(code),
    });
  }
}
