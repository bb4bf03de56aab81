import path from 'node:path';
import { configFromEnv } from './server/config';
import { readAssetManifest } from './server/static-assets';
import { createStudioServer } from './server/studio-server';

/** How long a stopping studio keeps retrying its pending wins and rollbacks before it exits. */
const DRAIN_ON_STOP_MS = 15_000;

/** The demo game studio on its own origin: node dist/apps/game-studio/main.js. */
async function main(): Promise<void> {
  const config = configFromEnv();
  // The bundles sit next to this file once built (dist/apps/game-studio/public).
  const publicDir = process.env['STUDIO_PUBLIC_DIR'] || path.join(__dirname, 'public');
  const studio = await createStudioServer({
    platformUrl: config.platformUrl,
    secretFor: config.secretFor,
    assets: readAssetManifest(publicDir),
    publicDir,
    logger: { level: process.env['LOG_LEVEL'] ?? 'warn' },
  });
  await studio.app.listen({ port: config.port, host: config.host });
  console.log(
    `Game studio on http://${config.host}:${config.port} (wallet at ${config.platformUrl}/api/wallet/<call>)`,
  );

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    // New rounds are refused first; wins and rollbacks already owed get a bounded time to land.
    await studio.app.close();
    const drained = await studio.drainWallet(DRAIN_ON_STOP_MS);
    if (!drained) console.error(`Stopped with ${studio.pendingWalletCalls()} wallet calls unsettled`);
    process.exit(drained ? 0 : 1);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
