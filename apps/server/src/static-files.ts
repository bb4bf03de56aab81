import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_FOLDERS } from './remote-manifest';

/** webpack names hashed files name.<20 hex>.ext; those never change, everything else must revalidate. */
const HASHED_FILE = /\.[0-9a-f]{20}\.(js|css|woff2?|png|svg|jpe?g|webp)$/;

function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  reply.header(
    'cache-control',
    HASHED_FILE.test(filePath) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
  );
  // Remotes may be loaded by a shell on another origin (a CDN deployment).
  reply.header('access-control-allow-origin', '*');
  reply.header('x-content-type-options', 'nosniff');
}

/**
 * Source maps stay on the server (for the operator's error tracking), never served: they carry the full
 * sources. The HTML is rendered per host, never served as a file.
 */
const servable = (pathName: string): boolean => !/\.(html|map)$/.test(pathName);

/** The shell's bundles at the site root and each remote's under /remotes/<folder>/. */
export async function registerStaticFiles(app: FastifyInstance, staticDir: string): Promise<void> {
  const missing = ['shell', ...Object.values(REMOTE_FOLDERS)].filter(
    (f) => !existsSync(path.join(staticDir, f)),
  );
  if (missing.length > 0) {
    throw new Error(
      `Build the front end first (npx nx run-many -t build): missing ${missing.join(', ')} in ${staticDir}`,
    );
  }
  await app.register(fastifyStatic, {
    root: path.join(staticDir, 'shell'),
    prefix: '/',
    index: false,
    wildcard: false,
    allowedPath: servable,
    setHeaders: setCacheHeaders,
  });
  for (const folder of Object.values(REMOTE_FOLDERS)) {
    await app.register(fastifyStatic, {
      root: path.join(staticDir, folder),
      prefix: `/remotes/${folder}/`,
      decorateReply: false,
      index: false,
      wildcard: false,
      allowedPath: servable,
      setHeaders: setCacheHeaders,
    });
  }
}
