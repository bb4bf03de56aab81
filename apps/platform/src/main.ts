import Fastify from 'fastify';
import {
  closeOnSignals,
  createPlatform,
  fastifyTrustProxy,
  parseTrustProxy,
  platformOptionsFromEnv,
  platformPlugin,
} from '@wl/platform';

/** The platform API on its own (site servers then run with PLATFORM_URL pointing here). */
async function main(): Promise<void> {
  const port = Number(process.env['PORT'] || 4100);
  const platform = await createPlatform({
    ...platformOptionsFromEnv(),
    syncCatalogues: true,
    backgroundWork: true,
  });
  // The site server forwards the player's host and address; only proxies at these addresses are believed
  // (rate limits key on the client address, so a spoofed X-Forwarded-For must not count).
  const trustProxy = fastifyTrustProxy(parseTrustProxy(process.env['TRUST_PROXY'], ['loopback']));
  const app = Fastify({
    logger: { level: process.env['LOG_LEVEL'] ?? 'warn' },
    trustProxy,
    // While closing (SIGTERM), requests still arriving on open connections get 503, not a hang.
    return503OnClosing: true,
  });
  await app.register(platformPlugin, { prefix: '/api', platform });
  app.addHook('onClose', () => platform.close());
  await app.listen({ port, host: process.env['HOST'] ?? '0.0.0.0' });
  console.log(`Platform API on http://localhost:${port}/api (${platform.database.kind})`);
  // Bounded: in-flight requests get a drain time, the pool a close bound, the process an exit timer.
  closeOnSignals(app);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
