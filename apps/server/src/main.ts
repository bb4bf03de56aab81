import { closeOnSignals, createPlatform, platformOptionsFromEnv } from '@wl/platform';
import type { SiteBackend } from './backend';
import { readConfig, type ServerConfig } from './config';
import { embeddedBackend } from './embedded-backend';
import { proxyBackend } from './proxy-backend';
import { buildServer } from './server';

async function backendFor(config: ServerConfig): Promise<SiteBackend> {
  if (config.platformUrl)
    return proxyBackend(config.platformUrl, undefined, undefined, config.gameFrameOrigins);
  return embeddedBackend(
    await createPlatform({ ...platformOptionsFromEnv(), syncCatalogues: true, backgroundWork: true }),
  );
}

async function main(): Promise<void> {
  const config = readConfig();
  const backend = await backendFor(config);
  const app = await buildServer(config, backend);
  await app.listen({ port: config.port, host: config.host });
  const api = config.platformUrl ? `platform at ${config.platformUrl}` : 'embedded platform';
  console.log(
    `Site server on http://localhost:${config.port} with the ${api} (try http://casino1.localhost:${config.port})`,
  );
  // Bounded: in-flight requests get a drain time, the platform's pool a close bound, the process an exit timer.
  closeOnSignals(app);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
