import { createHmac } from 'node:crypto';

/**
 * The demo studio's wallet secret for a provider code: HMAC-SHA256(key, code) in hex. The demo game
 * studio derives the same from the same key (DEMO_STUDIO_KEY), so `npm start` needs no setup; a real
 * deployment sets each provider's own secret with the operator command.
 */
export function demoProviderSecret(code: string, key = process.env['DEMO_STUDIO_KEY'] ?? 'demo-game-studio') {
  return createHmac('sha256', key).update(code).digest('hex');
}
