import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { EngineKind } from '../engines';

/** The bundle of each game page, as build.mjs names them (content-hashed file names). */
export type AssetManifest = Record<EngineKind, { js: string; css: string }>;

export const MANIFEST_FILE = 'manifest.json';

const KINDS: readonly EngineKind[] = ['slot', 'roulette', 'baccarat', 'crash', 'keno'];

/** Reads `<publicDir>/manifest.json`, written by build.mjs; throws with a hint when the build is missing. */
export function readAssetManifest(publicDir: string): AssetManifest {
  const file = path.join(publicDir, MANIFEST_FILE);
  if (!existsSync(file)) {
    throw new Error(`No ${file}: build the studio first (node apps/game-studio/build.mjs)`);
  }
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Partial<AssetManifest>;
  for (const kind of KINDS) {
    if (!manifest[kind]?.js || !manifest[kind]?.css) throw new Error(`${file} has no bundle for ${kind}`);
  }
  return manifest as AssetManifest;
}

/**
 * Serves the bundles under /assets/. Their names carry a hash of their content, so they are cached for a
 * year; the manifest and source maps are not served.
 */
export async function registerStaticAssets(app: FastifyInstance, publicDir: string): Promise<void> {
  await app.register(fastifyStatic, {
    root: publicDir,
    prefix: '/assets/',
    index: false,
    wildcard: false,
    allowedPath: (pathName) => !/\.(map|json)$/.test(pathName),
    setHeaders(reply) {
      reply.header('cache-control', 'public, max-age=31536000, immutable');
      reply.header('x-content-type-options', 'nosniff');
    },
  });
}
