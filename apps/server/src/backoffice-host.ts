import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { newNonce } from './first-view/nonce';

/** The back office's host when BACKOFFICE_HOST is not set. */
export const DEFAULT_BACKOFFICE_HOST = 'admin.localhost';

/** The back office's build under the static folder. */
export const BACKOFFICE_FOLDER = 'backoffice';

/** webpack names hashed files name.<20 hex>.ext; those never change, everything else must revalidate. */
const HASHED_FILE = /\.[0-9a-f]{20}\.[a-z0-9]+$/;

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

interface BuiltFile {
  body: Buffer;
  type: string;
  hashed: boolean;
}

/** The back office's policy: its own scripts and styles (and this response's nonce), nothing framed. */
function contentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "connect-src 'self'",
    // The enrolment's QR code is an SVG data URL drawn by the platform.
    "img-src 'self' data:",
    "font-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Every file of the build by its URL path, read once: the build is small and never changes under a server. */
function readBuild(folder: string): Map<string, BuiltFile> {
  const files = new Map<string, BuiltFile>();
  const walk = (dir: string, prefix: string) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) {
        walk(full, `${prefix}${name}/`);
        continue;
      }
      const type = TYPES[path.extname(name).toLowerCase()];
      // Source maps (the full sources) and the page itself are never served as files.
      if (!type) continue;
      files.set(`/${prefix}${name}`, { body: readFileSync(full), type, hashed: HASHED_FILE.test(name) });
    }
  };
  walk(folder, '');
  return files;
}

/** The page with this response's nonce on its script and style tags. */
const withNonce = (html: string, nonce: string): string =>
  html.replace(/<(script|link|style)\b/g, (tag) => `${tag} nonce="${nonce}"`);

const isApi = (url: string): boolean => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

/**
 * The back office on its own host: its page for every path that is not an API call, its bundles, and
 * nothing of a player site (no site lookup, no shell). Other hosts never reach any of it: this runs
 * before routing and answers only requests for the back-office host.
 */
export function registerBackofficeHost(app: FastifyInstance, staticDir: string, host: string): void {
  const folder = path.join(staticDir, BACKOFFICE_FOLDER);
  const indexPath = path.join(folder, 'index.html');
  const built = existsSync(indexPath);
  const page = built ? readFileSync(indexPath, 'utf8') : '';
  const files = built ? readBuild(folder) : new Map<string, BuiltFile>();
  const backofficeHost = host.toLowerCase();
  if (!built) app.log.warn(`The back office is not built (${indexPath}); ${backofficeHost} answers 503`);

  const serve = (request: FastifyRequest, reply: FastifyReply): void => {
    reply.header('x-content-type-options', 'nosniff').header('referrer-policy', 'same-origin');
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      reply.code(405).header('allow', 'GET, HEAD').type('text/plain').send('Method not allowed');
      return;
    }
    if (!built) {
      reply
        .code(503)
        .header('cache-control', 'no-store')
        .type('text/plain')
        .send('The back office is not built');
      return;
    }
    const pathname = decodeURIComponentSafe(request.url.split('?')[0] ?? '/');
    const file = pathname === undefined ? undefined : files.get(pathname);
    if (file) {
      reply
        .header(
          'cache-control',
          file.hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
        )
        .type(file.type)
        .send(file.body);
      return;
    }
    // A missing file is a 404, not the page: only extensionless paths are screens.
    if (pathname === undefined || /\.[a-z0-9]+$/i.test(pathname)) {
      reply.code(404).header('cache-control', 'no-store').type('text/plain').send('Not found');
      return;
    }
    const nonce = newNonce();
    reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', contentSecurityPolicy(nonce))
      .header('x-frame-options', 'DENY')
      .header('x-robots-tag', 'noindex, nofollow')
      .type('text/html; charset=utf-8')
      .send(withNonce(page, nonce));
  };

  // A callback, not an async function: other hosts pass through without a turn of the microtask queue.
  app.addHook('onRequest', (request, reply, done) => {
    if (request.hostname.toLowerCase() !== backofficeHost || isApi(request.url)) {
      done();
      return;
    }
    serve(request, reply);
  });
}

function decodeURIComponentSafe(value: string): string | undefined {
  try {
    return decodeURIComponent(value);
  } catch {
    return undefined;
  }
}
