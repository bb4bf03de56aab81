import { createHmac } from 'node:crypto';

/** The key the demo secrets are derived from when DEMO_STUDIO_KEY is not set. */
export const DEFAULT_DEMO_STUDIO_KEY = 'demo-game-studio';

/**
 * The demo wallet secret of a provider code: hex HMAC-SHA256(key, code), the key being DEMO_STUDIO_KEY
 * (default 'demo-game-studio'). The platform's demo seed derives the same secret from the same key, so
 * the demo studio and the demo platform agree with no setup. A real deployment sets STUDIO_SECRETS (the
 * studio) and each provider's own secret with the operator command (the platform) instead.
 */
export function demoSecret(providerCode: string, key: string = DEFAULT_DEMO_STUDIO_KEY): string {
  return createHmac('sha256', key).update(providerCode).digest('hex');
}
