import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { StartupResponse } from '@wl/api';
import { API_CALLS, isApiPath } from '@wl/api';
import {
  findTemplate,
  themeBodyClasses,
  paletteFor,
  seoPageName,
  type ColorCode,
  type Palette,
} from '@wl/site-model';
import { fastifyTrustProxy, SITE_NOT_FOUND_STATUS } from '@wl/platform';
import type { SiteBackend } from './backend';
import { DEFAULT_BACKOFFICE_HOST, registerBackofficeHost } from './backoffice-host';
import type { ServerConfig } from './config';
import { watchGameFrameOrigins } from './game-frame-origins';
import { createFirstViewAssets } from './first-view/first-view-assets';
import { acceptsGzip } from './first-view/gzip-page';
import { firstSlideImage } from './first-view/lcp-image';
import { newNonce } from './first-view/nonce';
import type { PageBody } from './first-view/page-body';
import { PageCache, type RenderedPage } from './first-view/page-cache';
import { rootRedirect } from './first-view/request-language';
import { registerFormFallback } from './form-fallback';
import { createPageRenderer, serverRemoteEntries } from './first-view/shell-renderer';
import { renderSiteNotFound, renderSitePage } from './html';
import { installServerErrorHandler } from './server-errors';
import { pageHead, routingOf, unavailableHead } from './page-head';
import { createSitePreloader } from './preload';
import { createRemoteManifest } from './remote-manifest';
import { createSeoLoader, seoRecordOf } from './seo';
import { startupForPage } from './startup-answer';
import { registerStaticFiles } from './static-files';
import { webManifest } from './web-manifest';

/** The page's policy; the nonce lets the site's own analytics snippets (operator data) run, nothing else inline. */
function contentSecurityPolicy(
  remotesBaseUrl: string,
  nonce: string,
  gameOrigins: readonly string[],
): string {
  const remoteOrigin = /^https?:\/\//.test(remotesBaseUrl) ? ` ${new URL(remotesBaseUrl).origin}` : '';
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'${remoteOrigin}`,
    // The nonce admits the page's one style element: the site's palette.
    `style-src 'self' 'nonce-${nonce}'${remoteOrigin}`,
    // Style attributes of the server's markup (a carousel's position, a marquee's speed). An attribute
    // holds no selector, so it cannot read the page the way an injected style sheet can.
    "style-src-attr 'unsafe-inline'",
    `connect-src 'self'${remoteOrigin}`,
    "img-src 'self' data: https:",
    "font-src 'self' data:",
    // The game providers' pages, in the /playnow frame; nothing else may be framed.
    `frame-src ${gameOrigins.length > 0 ? gameOrigins.join(' ') : "'none'"}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ');
}

/** The palette of the site's template family and colour; none for an unknown theme. */
function paletteOf(startup: StartupResponse): Palette | undefined {
  const site = startup.site;
  const template = site ? findTemplate(site.theme_code) : undefined;
  return template && site ? paletteFor(template.family, site.theme_color as ColorCode) : undefined;
}

/** The site server: the platform API under /api, the built bundles, and one HTML page per known host. */
export async function buildServer(config: ServerConfig, backend: SiteBackend): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: process.env['LOG_LEVEL'] ?? 'warn' },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // While closing (SIGTERM), requests still arriving on open connections get 503, not a hang.
    return503OnClosing: true,
  });
  installServerErrorHandler(app);
  // Every answer, a page, a bundle, an API call or a 404: no content sniffing, and HSTS when asked for
  // (only behind HTTPS: a browser then refuses plain HTTP to these hosts for that long).
  // A callback, not an async function: an async hook costs every response a turn of the microtask queue.
  app.addHook('onSend', (_request, reply, payload, done) => {
    reply.header('x-content-type-options', 'nosniff');
    if (config.hstsMaxAgeSeconds !== undefined) {
      reply.header('strict-transport-security', `max-age=${config.hstsMaxAgeSeconds}; includeSubDomains`);
    }
    done(null, payload);
  });
  const gameOrigins = await watchGameFrameOrigins(backend);
  app.addHook('onClose', async () => gameOrigins.stop());
  const shellHtml = readFileSync(path.join(config.staticDir, 'shell', 'index.html'), 'utf8');
  const manifest = createRemoteManifest(config.remotesBaseUrl);

  await app.register(fastifyCompress, { global: true, threshold: 1024 });
  // Before the site's routes: the back-office host answers its own page and bundles, never a site's.
  registerBackofficeHost(app, config.staticDir, config.backofficeHost ?? DEFAULT_BACKOFFICE_HOST);
  await backend.registerApi(app);
  app.addHook('onClose', () => backend.close());
  await registerStaticFiles(app, config.staticDir);
  await registerFormFallback(app);
  const preloadSiteCalls = createSitePreloader(app);
  const loadSeo = createSeoLoader(app);

  // The site's web app manifest (installing the site as an app), per host like its pages.
  app.get('/manifest.webmanifest', async (request, reply) => {
    const host = request.hostname;
    const startup = await startupForPage(backend, host, request.log);
    reply.header('x-content-type-options', 'nosniff');
    if (startup.statusCode === SITE_NOT_FOUND_STATUS) {
      return reply.code(404).header('cache-control', 'no-store').type('text/plain').send('Not found');
    }
    const site = startup.site;
    if (startup.statusCode !== 1 || !site) {
      return reply
        .code(503)
        .header('cache-control', 'no-store')
        .header('retry-after', startup.maintenance.is_maintenance ? '3600' : '60')
        .type('text/plain')
        .send('Unavailable');
    }
    const home = await loadSeo(host, 'home');
    return reply
      .header('cache-control', 'public, max-age=300')
      .type('application/manifest+json; charset=utf-8')
      .send(JSON.stringify(webManifest(site, startup.language, paletteOf(startup), home)));
  });

  const renderFirstView = createPageRenderer(config.staticDir, app.log);
  const serverRemotes = serverRemoteEntries(config.staticDir, config.serverRemotesBaseUrl);
  const firstViewAssets = createFirstViewAssets(config.staticDir, config.remotesBaseUrl);
  const pageCache = new PageCache();
  // An operator's change shows at once: rendered pages, preloaded answers and SEO records are dropped.
  backend.watchSiteChanges(() => {
    pageCache.clear();
    preloadSiteCalls.clear();
    loadSeo.clear();
  });

  /** Answers one site call of a server render through this server's own /api (embedded or proxied). */
  const callFor =
    (host: string) =>
    async (callPath: string, body: Readonly<Record<string, unknown>>): Promise<unknown> => {
      if (!isApiPath(callPath)) return undefined;
      const method = API_CALLS[callPath].method;
      // A GET's fields travel in its query string (public_odds?bet_type=1X2), as the browser sends them.
      const query =
        method === 'GET'
          ? new URLSearchParams(
              Object.entries(body).flatMap(([key, value]) =>
                value === undefined || value === null ? [] : [[key, String(value)]],
              ),
            ).toString()
          : '';
      const response = await app.inject({
        method,
        url: `/api/${callPath}${query ? `?${query}` : ''}`,
        headers: { host, 'content-type': 'application/json' },
        ...(method === 'GET' ? {} : { payload: body }),
      });
      try {
        return response.json();
      } catch {
        return undefined;
      }
    };

  app.get('/*', async (request, reply) => {
    // A missing file is a 404, not a page: only extensionless paths are routes of the site.
    if (/\.[a-z0-9]+$/i.test(request.url.split('?')[0] ?? '')) {
      return reply.code(404).type('text/plain').send('Not found');
    }
    const host = request.hostname;
    // A platform that cannot answer (unreachable database, a 5xx) gives the failure answer: 503 below.
    const startup = await startupForPage(backend, host, request.log);
    reply
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'strict-origin-when-cross-origin');
    if (startup.statusCode === SITE_NOT_FOUND_STATUS) {
      return reply
        .code(404)
        .header('cache-control', 'no-store')
        .type('text/html; charset=utf-8')
        .send(renderSiteNotFound(host));
    }
    const site = startup.site;
    const nonce = newNonce();
    const [pathname = '/', query = ''] = request.url.split(/\?(.*)/s);
    const search = query ? `?${query}` : '';
    const open = startup.statusCode === 1 && !startup.maintenance.is_maintenance && site ? site : undefined;
    const sendPage = (html: string | PageBody) => {
      if (typeof html !== 'string') {
        reply.header('content-length', html.byteLength);
        if (html.contentEncoding) {
          // Compressed already: @fastify/compress passes it as it is, without the Vary it would add.
          const vary = reply.getHeader('vary');
          reply
            .header('content-encoding', html.contentEncoding)
            .header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
        }
      }
      return reply
        .header('cache-control', 'no-cache')
        .header(
          'content-security-policy',
          contentSecurityPolicy(config.remotesBaseUrl, nonce, gameOrigins.current()),
        )
        .type('text/html; charset=utf-8')
        .send(html);
    };

    if (!open) {
      // Maintenance, or a platform that could not answer: the shell explains it; crawlers come back later.
      const head = unavailableHead(site ? site.site_name : 'Maintenance');
      reply.code(503).header('retry-after', startup.maintenance.is_maintenance ? '3600' : '60');
      return sendPage(renderSitePage(shellHtml, startup, manifest, head, { nonce }));
    }

    // The site root goes to the visitor's language (cookie, then browser), as the browser would.
    reply.header('vary', 'Cookie, Accept-Language');
    const routing = routingOf(startup.language);
    const redirectTo = rootRedirect(routing, pathname, request.headers);
    if (redirectTo)
      return reply.code(302).header('cache-control', 'no-store').redirect(`${redirectTo}${search}`);

    const cacheKey = PageCache.keyOf(host, request.url, request.headers.cookie);
    /** The page when it is not cached: rendered on the server, or written for the browser to render. */
    const renderPage = async (): Promise<RenderedPage> => {
      const template = findTemplate(open.theme_code);
      const palette = paletteOf(startup);
      const pagePath = routing.parse(pathname).path;
      const [preloaded, seo] = await Promise.all([
        preloadSiteCalls(host, open.external_id),
        seoRecordOf(loadSeo, host, seoPageName(pagePath)),
      ]);
      const rendered = await renderFirstView?.(
        {
          host,
          pathname,
          search,
          cookie: request.headers.cookie ?? '',
          nonce: pageCache.nonceMark,
          // The render's own copy: the stores it fills may keep it, and the answer is shared (read only).
          startup: structuredClone(startup),
          manifest,
          serverRemotes,
          answers: preloaded,
          call: callFor(host),
        },
        request.log,
      );
      const head = pageHead({
        site: open,
        languages: startup.language,
        pathname,
        origin: `${request.protocol}://${request.host.toLowerCase()}`,
        seo,
        themeColor: palette?.['--wl-primary'],
      });
      const html = renderSitePage(shellHtml, startup, manifest, head, {
        preloaded: rendered ? rendered.answers : preloaded,
        answeredAt: rendered?.answeredAt,
        messages: rendered?.messages,
        nonce: pageCache.nonceMark,
        rootHtml: rendered?.html,
        theme: template
          ? {
              palette,
              bodyClasses: themeBodyClasses(template, open.theme_color as ColorCode),
              templateId: template.templateId,
            }
          : undefined,
        assets:
          rendered && template ? firstViewAssets(template, pagePath, rendered.messages?.language) : undefined,
        lcpImage: rendered ? firstSlideImage(rendered.answers, pagePath) : undefined,
      });
      // Only a page the server rendered is kept: one the browser renders is asked for again.
      return { page: pageCache.prepare(html), keep: Boolean(rendered) };
    };
    const page = pageCache.get(cacheKey) ?? (await pageCache.render(cacheKey, renderPage));
    return sendPage(PageCache.withNonce(page, nonce, acceptsGzip(request.headers) ? 'gzip' : undefined));
  });

  return app;
}
