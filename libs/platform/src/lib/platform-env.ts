import path from 'node:path';
import { staffSecretKeyFromEnv } from './backoffice/staff/staff-secret-key';
import { redisLiveBus } from './betting/feed/redis-live-bus';
import { HttpSmsSender } from './players/http-sms-sender';
import type { CreatePlatformOptions } from './platform';

/**
 * The platform's settings from the environment, shared by the site server (embedded platform), the
 * standalone API and the operator command: DATABASE_URL (else PGlite in PGLITE_DIR, default .data/pglite),
 * SMS_GATEWAY_URL and SMS_GATEWAY_TOKEN (else codes go to the outbox the operator command reads),
 * DEMO_DATA=1 (seed the demo sites and players into an empty database; the demo start sets it) and
 * NODE_ENV=production (refuses the demo seed and demo players that still have the demo password) and
 * LIVE_BUS_URL (redis://...: the sportsbook's live changes shared by every server; else each server's own)
 * and STAFF_SECRET_KEY (base64, 32 bytes: seals the staff's TOTP secrets; required in production, else
 * read from STAFF_SECRET_KEY_FILE, default .data/staff-secret.key, made on first start).
 */
export function platformOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): CreatePlatformOptions {
  const url = env['DATABASE_URL'];
  const gateway = env['SMS_GATEWAY_URL'];
  const token = env['SMS_GATEWAY_TOKEN'];
  const liveBus = env['LIVE_BUS_URL'];
  const production = env['NODE_ENV'] === 'production';
  return {
    database: url ? { url } : { dataDir: path.resolve(env['PGLITE_DIR'] ?? '.data/pglite') },
    seedDemo: env['DEMO_DATA'] === '1',
    production,
    staffSecretKey: staffSecretKeyFromEnv(env, production),
    ...(env['LOG_LEVEL'] ? { logLevel: env['LOG_LEVEL'] } : {}),
    ...(liveBus ? { liveBus: redisLiveBus(liveBus) } : {}),
    ...(gateway
      ? { sms: new HttpSmsSender(gateway, token ? { headers: { authorization: `Bearer ${token}` } } : {}) }
      : {}),
  };
}
