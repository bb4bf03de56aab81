import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findTemplate, paletteFor, type ColorCode } from '@wl/core';
import { SiteDirectory, DEMO_SITES, platformPlugin } from '@wl/platform';
import type { ServerConfig } from './config';
import { renderSiteNotFound, renderSitePage } from './html';
import { createRemoteManifest } from './remote-manifest';
import { registerStaticFiles } from './static-files';

function contentSecurityPolicy(remotesBaseUrl: string): string {
  const remoteOrigin = /^https?:\/\//.test(remotesBaseUrl) ? ` ${new URL(remotesBaseUrl).origin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self'${remoteOrigin}`,
    `style-src 'self'${remoteOrigin}`,
    `connect-src 'self'${remoteOrigin}`,
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The site server: the platform API under /api, the built bundles, and one HTML page per known host. */
export async function buildServer(
  config: ServerConfig,
  directory: SiteDirectory = new SiteDirectory(DEMO_SITES),
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: process.env['LOG_LEVEL'] ?? 'warn' },
    trustProxy: config.trustProxy,
  });
  const shellHtml = readFileSync(path.join(config.staticDir, 'shell', 'index.html'), 'utf8');
  const manifest = createRemoteManifest(config.remotesBaseUrl);
  const csp = contentSecurityPolicy(config.remotesBaseUrl);

  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  await app.register(platformPlugin, { prefix: '/api', directory });
  await registerStaticFiles(app, config.staticDir);

  app.get('/*', async (request, reply) => {
    // A missing file is a 404, not a page: only extensionless paths are routes of the site.
    if (/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '')) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    const host = request.hostname;
    const startup = directory.startup(host);
    reply
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'strict-origin-when-cross-origin');
    if (startup.statusCode !== 1) {
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderSiteNotFound(host));
    }
    const site = startup.site;
    const template = site ? findTemplate(site.theme_code) : undefined;
    const palette = template && site ? paletteFor(template.family, site.theme_color as ColorCode) : undefined;
    const html = renderSitePage(shellHtml, startup, manifest, palette?.['--wl-primary']);
    if (startup.maintenance.is_maintenance) reply.code(503).header('retry-after', '3600');
    return reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', csp)
      .type('text/html; charset=utf-8')
      .send(html);
  });

  return app;
}
