import Fastify, { type FastifyInstance, type InjectOptions, type LightMyRequestResponse } from 'fastify';
import { platformPlugin } from '../http/platform-plugin';
import type { Platform } from '../platform';
import { seedSites } from '../seed/seed-sites';
import { createTestPlatform } from '../testing/test-platform';

/** Inside the demo maintenance site's window (2026..2099), so it is under maintenance. */
export const TEST_NOW = new Date('2030-06-01T12:00:00.000Z');

/** Creating a platform and seeding the demo sites takes seconds, more on a busy PostgreSQL server. */
export const SEED_TIMEOUT_MS = 60_000;

export interface SiteTestApp {
  app: FastifyInstance;
  platform: Platform;
  /** Moves the platform's clock. */
  setNow(now: Date): void;
  /** POST /api<url> with a JSON body. */
  post(url: string, payload?: unknown): Promise<LightMyRequestResponse>;
  /** GET /api<url> as the browser of `host` would ask. */
  get(url: string, host?: string, headers?: InjectOptions['headers']): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The platform API over a fresh database (PGlite, or PostgreSQL with TEST_DATABASE_URL) with the demo sites. */
export async function createSiteTestApp(): Promise<SiteTestApp> {
  let now = TEST_NOW;
  const platform = await createTestPlatform({ clock: () => now });
  await seedSites(platform);
  const app = Fastify({ logger: false });
  await app.register(platformPlugin, { prefix: '/api', platform });
  await app.ready();
  return {
    app,
    platform,
    setNow: (next) => (now = next),
    post: (url, payload) =>
      app.inject({
        method: 'POST',
        url: `/api${url}`,
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    get: (url, host = 'localhost', headers = {}) =>
      app.inject({ method: 'GET', url: `/api${url}`, headers: { host, ...headers } }),
    async close() {
      await app.close();
      await platform.close();
    },
  };
}
