import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { SeoRecord, StartupResponse } from '@wl/api';
import { palettesByFamily, type RemoteManifest } from '@wl/site-model';
import { createTestPlatform, TEST_CASINO_SITE, type Platform } from '@wl/platform';
import type { ServerConfig } from './config';
import { embeddedBackend } from './embedded-backend';
import { buildServer } from './server';
import type { WebManifest } from './web-manifest';

const SHELL_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <!--wl-head-->
  </head>
  <body>
    <div id="root"></div>
    <!--wl-boot-->
    <script src="/main.0123456789abcdef0123.js"></script>
  </body>
</html>`;

const HASHED_MAIN = 'main.0123456789abcdef0123.js';

interface Boot {
  startup: StartupResponse;
  manifest: RemoteManifest;
  preloaded?: { path: string; answer: { statusCode: number } }[];
}

/** A demo-like SEO record of a page. */
function seoRecord(page: string, site: string, fields: Partial<SeoRecord> = {}): Omit<SeoRecord, 'id'> {
  return {
    page_name: page,
    en_item_name: page,
    en_body: '',
    local_item_name: page,
    local_body: '',
    meta_title: `${page} | ${site}`,
    meta_desc: `Play ${page} at ${site}.`,
    meta_keywords: `${site}, ${page}`,
    meta_url: '',
    meta_canonical: '',
    meta_author: `${site} team`,
    meta_publisher: `${site} Ltd`,
    meta_lang: 'en',
    meta_image_url: '',
    ...fields,
  };
}

/** The content of the head's <meta> with that name or property, or undefined. */
function metaOf(html: string, key: string): string | undefined {
  return new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];
}

function bootOf(html: string): Boot {
  const match = /<script type="application\/json" id="wl-boot"[^>]*>([^<]*)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('No boot JSON in the page');
  return JSON.parse(match[1]) as Boot;
}

describe('site server', () => {
  let staticDir: string;
  let app: FastifyInstance;
  let platform: Platform;
  let config: ServerConfig;

  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(os.tmpdir(), 'wl-server-spec-'));
    mkdirSync(path.join(staticDir, 'shell'));
    writeFileSync(path.join(staticDir, 'shell', 'index.html'), SHELL_HTML);
    writeFileSync(path.join(staticDir, 'shell', HASHED_MAIN), 'console.log("main");');
    writeFileSync(path.join(staticDir, 'shell', `${HASHED_MAIN}.map`), '{"sourcesContent":["secret"]}');
    for (const folder of ['template-casino', 'template-slot', 'template-sportsbook', 'minigame']) {
      mkdirSync(path.join(staticDir, folder));
    }
    writeFileSync(path.join(staticDir, 'template-casino', 'remoteEntry.js'), 'var template_casino;');

    platform = await createTestPlatform();
    const casino = await platform.sites.upsertSite(TEST_CASINO_SITE);
    await platform.sites.content.setSeoRecord(casino.id, seoRecord('home', 'Golden Palace'));
    await platform.sites.content.setSeoRecord(
      casino.id,
      seoRecord('about', 'Golden Palace', { meta_image_url: '/api/media/logo/about.png' }),
    );
    const slot = await platform.sites.upsertSite({
      key: 'slot1',
      name: 'Neon Reels',
      hosts: ['slot1.localhost'],
      themeCode: 'slot1',
      themeColor: 'ocean',
      currency: 'VND',
      settings: {
        languages: [
          { code: 'VI', is_default: true },
          { code: 'EN', is_default: false },
          { code: 'CN', is_default: false },
        ],
        manifest_icon: '/api/media/icon/slot1.png',
        logo_text: 'Neon',
      },
    });
    await platform.sites.content.setSeoRecord(slot.id, seoRecord('slots', 'Neon Reels'));
    await platform.sites.content.setSeoRecord(
      slot.id,
      seoRecord('home', 'Neon Reels', {
        meta_title: '</title><script>alert(1)</script>',
        meta_desc: '"><script>alert(2)</script>',
        meta_author: "O'Brien & <Sons>",
      }),
    );
    await platform.sites.upsertSite({
      key: 'maintenance',
      name: 'Harbour Lights Casino',
      hosts: ['maintenance.localhost'],
      themeCode: 'casino1',
      themeColor: 'gold',
      currency: 'PHP',
    });
    const now = platform.clock().getTime();
    await platform.sites.setMaintenance('maintenance', new Date(now - 3_600_000), new Date(now + 3_600_000));

    config = {
      port: 0,
      host: '127.0.0.1',
      remotesBaseUrl: '/remotes',
      staticDir,
      trustProxy: false,
      platformUrl: undefined,
      gameFrameOrigins: [],
    };
    app = await buildServer(config, embeddedBackend(platform));
    app.log.level = 'silent';
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  const page = (host: string, url = '/') => app.inject({ method: 'GET', url, headers: { host } });

  describe('site pages', () => {
    it('lets pages frame exactly the enabled game providers, following the operator at once', async () => {
      const frameSrc = async () =>
        /frame-src ([^;]+)/.exec(
          String((await page('casino1.localhost')).headers['content-security-policy']),
        )?.[1];
      expect(await frameSrc()).toBe("'none'");
      await platform.sites.games.importCatalogue(
        [
          { code: 'JILI', name: 'JILI' },
          { code: 'PPLAY', name: 'Pragmatic' },
        ],
        [],
      );
      await platform.play.setProvider('JILI', {
        launchUrl: 'https://games.studio.test/play/JILI',
        walletSecret: 'a-secret-of-sixteen+',
      });
      await platform.play.setProvider('PPLAY', {
        launchUrl: 'https://pp.example.test:8443/launch',
        walletSecret: 'a-secret-of-sixteen+',
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await frameSrc()).toBe('https://games.studio.test https://pp.example.test:8443');
      await platform.play.setProvider('PPLAY', { enabled: false });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(await frameSrc()).toBe('https://games.studio.test');
    });

    it("serves a known host its page with the site's title, a CSP and the boot JSON", async () => {
      const response = await page('casino1.localhost');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<title>home | Golden Palace</title>');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['content-security-policy']).toContain("object-src 'none'");
      // No <base> may redirect the page's relative URLs, and forms post only to this site.
      expect(response.headers['content-security-policy']).toContain("base-uri 'none'");
      expect(response.headers['content-security-policy']).toContain("form-action 'self'");
      const nonce = /id="wl-boot" nonce="([^"]+)"/.exec(response.body)?.[1];
      expect(response.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);

      const boot = bootOf(response.body);
      expect(boot.startup.statusCode).toBe(1);
      expect(boot.startup.site?.site_name).toBe('Golden Palace');
      expect(boot.startup.site?.theme_code).toBe('casino1');
      expect((boot.preloaded ?? []).map((entry) => entry.path)).toEqual(
        expect.arrayContaining(['settings/partners', 'home/referral']),
      );
      expect(boot.manifest.remotes['template_casino']?.entry).toBe('/remotes/template-casino/remoteEntry.js');
    });

    it('gives every view of a page its own nonce, in gzip for a browser that takes it', async () => {
      const nonceOf = (html: string) => /id="wl-boot" nonce="([^"]+)"/.exec(html)?.[1];
      const plain = await page('casino1.localhost');
      const zipped = await app.inject({
        method: 'GET',
        url: '/',
        headers: { host: 'casino1.localhost', 'accept-encoding': 'gzip, deflate, br' },
      });
      expect(zipped.statusCode).toBe(200);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers['vary']).toBe('Cookie, Accept-Language, accept-encoding');
      expect(Number(zipped.headers['content-length'])).toBe(zipped.rawPayload.length);
      const html = gunzipSync(zipped.rawPayload).toString('utf8');
      const nonce = nonceOf(html);
      expect(zipped.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);
      expect(nonce).not.toBe(nonceOf(plain.body));
      expect(html.replaceAll(String(nonce), 'N')).toBe(
        plain.body.replaceAll(String(nonceOf(plain.body)), 'N'),
      );
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(Number(plain.headers['content-length'])).toBe(plain.rawPayload.length);
    });

    it('serves the same page for a route of the site, with a port in the host', async () => {
      const response = await page('Casino1.localhost:4200', '/slots');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>home | Golden Palace</title>');
      expect(metaOf(response.body, 'og:url')).toBe('http://casino1.localhost:4200/slots');
      expect(bootOf(response.body).startup.site?.theme_code).toBe('casino1');
    });

    it('answers an unknown host with a 404 "Site not found" page that names no demo site', async () => {
      const response = await page('nope.localhost');
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('Site not found');
      expect(response.body).toContain('nope.localhost');
      expect(response.body).not.toContain('wl-boot');
      for (const name of ['Golden Palace', 'Harbour Lights Casino'])
        expect(response.body).not.toContain(name);
    });

    it('sends a form the browser sent itself back to its page, body unused, and no further', async () => {
      const sent = (url: string) =>
        app.inject({
          method: 'POST',
          url,
          headers: { host: 'casino1.localhost', 'content-type': 'application/x-www-form-urlencoded' },
          payload: 'accountId=player1&password=Secret-2026',
        });
      const login = await sent('/login?from=%2Fslots');
      expect(login.statusCode).toBe(303);
      expect(login.headers['location']).toBe('/login');
      expect(login.body).not.toContain('Secret-2026');
      // Never to another site: a path of two leading slashes is a scheme-relative address.
      expect((await sent('//elsewhere.example/login')).headers['location']).toBe('/elsewhere.example/login');
      // An API call is not a page.
      expect((await sent('/api/no_such_call')).statusCode).toBe(404);
    });

    it('answers the maintenance host with 503 and retry-after', async () => {
      const response = await page('maintenance.localhost');
      expect(response.statusCode).toBe(503);
      expect(response.headers['retry-after']).toBeDefined();
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      const boot = bootOf(response.body);
      expect(boot.startup.maintenance.is_maintenance).toBe(true);
      expect(boot.startup.site).toBeNull();
    });
  });

  describe('page metadata', () => {
    it("writes the home record's tags, the site's language and palette for a casino site", async () => {
      const { body } = await page('casino1.localhost');
      expect(body).toContain('<html lang="en" data-template="template1">');
      expect(body).toContain('<title>home | Golden Palace</title>');
      expect(metaOf(body, 'description')).toBe('Play home at Golden Palace.');
      expect(metaOf(body, 'keywords')).toBe('Golden Palace, home');
      expect(metaOf(body, 'author')).toBe('Golden Palace team');
      expect(metaOf(body, 'publisher')).toBe('Golden Palace Ltd');
      expect(metaOf(body, 'og:title')).toBe('home | Golden Palace');
      expect(metaOf(body, 'og:site_name')).toBe('Golden Palace');
      expect(metaOf(body, 'og:type')).toBe('website');
      expect(metaOf(body, 'og:url')).toBe('http://casino1.localhost/');
      expect(metaOf(body, 'og:locale')).toBe('en');
      expect(metaOf(body, 'og:image')).toBe('http://casino1.localhost/api/media/logo/casino1.svg');
      expect(metaOf(body, 'twitter:card')).toBe('summary');
      expect(metaOf(body, 'theme-color')).toBe(palettesByFamily.casino.gold['--wl-primary']);
      expect(body).toContain('<link rel="canonical" href="http://casino1.localhost/" data-wl-locale-head />');
      expect(body).toContain(
        '<link rel="alternate" hreflang="x-default" href="http://casino1.localhost/" data-wl-locale-head />',
      );
      expect(body).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
      expect(body).toContain('<link rel="apple-touch-icon" href="/api/media/logo/casino1.svg" />');
      expect(body).not.toContain('robots');
    });

    it("writes a route's own record, and the home record for a route without one", async () => {
      const about = (await page('casino1.localhost', '/about?ref=x')).body;
      expect(about).toContain('<title>about | Golden Palace</title>');
      expect(metaOf(about, 'og:url')).toBe('http://casino1.localhost/about');
      expect(metaOf(about, 'og:image')).toBe('http://casino1.localhost/api/media/logo/about.png');
      const promotions = (await page('casino1.localhost', '/promotions')).body;
      expect(promotions).toContain('<title>home | Golden Palace</title>');
      expect(promotions).toContain('<link rel="canonical" href="http://casino1.localhost/promotions"');
    });

    it('writes the language, alternates and palette of a slot site on a locale-prefixed path', async () => {
      const { body } = await page('slot1.localhost:4200', '/en/slots');
      expect(body).toContain('<html lang="en" data-template="template10">');
      expect(body).toContain('<title>slots | Neon Reels</title>');
      const origin = 'http://slot1.localhost:4200';
      for (const link of [
        `<link rel="canonical" href="${origin}/en/slots" data-wl-locale-head />`,
        `<link rel="alternate" hreflang="vi" href="${origin}/slots" data-wl-locale-head />`,
        `<link rel="alternate" hreflang="en" href="${origin}/en/slots" data-wl-locale-head />`,
        `<link rel="alternate" hreflang="zh-Hans" href="${origin}/cn/slots" data-wl-locale-head />`,
        `<link rel="alternate" hreflang="x-default" href="${origin}/slots" data-wl-locale-head />`,
      ])
        expect(body).toContain(link);
      expect(metaOf(body, 'og:locale')).toBe('en');
      expect(body).toContain('<meta property="og:locale:alternate" content="vi" data-wl-locale-head />');
      expect(metaOf(body, 'og:url')).toBe(`${origin}/en/slots`);
      expect(metaOf(body, 'theme-color')).toBe(palettesByFamily.slot.ocean['--wl-primary']);
      expect(body).toContain('<link rel="icon" href="/api/media/icon/slot1.png" type="image/png" />');

      const home = (await page('slot1.localhost', '/')).body;
      expect(home).toContain('<html lang="vi" data-template="template10">');
    });

    it('escapes hostile SEO values', async () => {
      const { body } = await page('slot1.localhost', '/');
      expect(body).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
      expect(metaOf(body, 'description')).toBe('&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
      expect(metaOf(body, 'author')).toBe('O&#39;Brien &amp; &lt;Sons&gt;');
      expect(body).not.toContain('<script>alert');
      // The boot element and the shell's bundle are the page's only scripts.
      expect(body.match(/<script/g)).toHaveLength(2);
    });

    it('uses the forwarded scheme and host for the canonical URL only when TRUST_PROXY is on', async () => {
      const headers = {
        host: 'casino1.localhost',
        'x-forwarded-proto': 'https',
        'x-forwarded-host': 'casino1.localhost',
      };
      const direct = await app.inject({ method: 'GET', url: '/about', headers });
      expect(metaOf(direct.body, 'og:url')).toBe('http://casino1.localhost/about');

      const proxied = await buildServer(
        { ...config, trustProxy: ['127.0.0.1'] },
        // The platform is this suite's: closing this server must leave it open.
        { ...embeddedBackend(platform), close: async () => undefined },
      );
      proxied.log.level = 'silent';
      try {
        const response = await proxied.inject({ method: 'GET', url: '/about', headers });
        expect(metaOf(response.body, 'og:url')).toBe('https://casino1.localhost/about');
        expect(response.body).toContain('<link rel="canonical" href="https://casino1.localhost/about"');
      } finally {
        await proxied.close();
      }
    });

    it('writes a maintenance page with its title only, and noindex', async () => {
      const { body } = await page('maintenance.localhost');
      expect(body).toContain('<title>Maintenance</title>');
      expect(body).toContain('<meta name="robots" content="noindex" />');
      expect(body).not.toContain('og:');
      expect(body).not.toContain('rel="manifest"');
    });
  });

  describe('web app manifest', () => {
    const manifestOf = async (host: string) => {
      const response = await page(host, '/manifest.webmanifest');
      return { response, json: response.json<WebManifest>() };
    };

    it("describes each host's site in its palette, language and icon", async () => {
      const casino = await manifestOf('casino1.localhost');
      expect(casino.response.statusCode).toBe(200);
      expect(casino.response.headers['content-type']).toMatch(/^application\/manifest\+json/);
      expect(casino.response.headers['cache-control']).toBe('public, max-age=300');
      expect(casino.json).toEqual({
        id: '/',
        name: 'Golden Palace',
        short_name: 'Golden Palace',
        description: 'Play home at Golden Palace.',
        lang: 'en',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: palettesByFamily.casino.gold['--wl-primary'],
        background_color: palettesByFamily.casino.gold['--wl-bg'],
        icons: [{ src: '/api/media/logo/casino1.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' }],
      });

      const slot = (await manifestOf('slot1.localhost')).json;
      expect(slot).toMatchObject({
        name: 'Neon Reels',
        short_name: 'Neon',
        lang: 'vi',
        theme_color: palettesByFamily.slot.ocean['--wl-primary'],
        background_color: palettesByFamily.slot.ocean['--wl-bg'],
      });
      expect(slot.icons.map((icon) => [icon.src, icon.type])).toEqual([
        ['/api/media/icon/slot1.png', 'image/png'],
        ['/api/media/logo/slot1.svg', 'image/svg+xml'],
      ]);
    });

    it('answers an unknown host with 404 and a maintenance host with 503', async () => {
      const unknown = await page('nope.localhost', '/manifest.webmanifest');
      expect(unknown.statusCode).toBe(404);
      expect(unknown.body).not.toContain('Golden Palace');
      const maintenance = await page('maintenance.localhost', '/manifest.webmanifest');
      expect(maintenance.statusCode).toBe(503);
      expect(maintenance.body).not.toContain('Harbour Lights Casino');
    });
  });

  describe('static files', () => {
    it('serves a hashed bundle as immutable', async () => {
      const response = await page('casino1.localhost', `/${HASHED_MAIN}`);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('console.log("main");');
      expect(response.headers['cache-control']).toContain('immutable');
    });

    it("serves a remote's remoteEntry.js under /remotes with must-revalidate", async () => {
      const response = await page('casino1.localhost', '/remotes/template-casino/remoteEntry.js');
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('var template_casino;');
      expect(response.headers['cache-control']).toContain('must-revalidate');
      expect(response.headers['cache-control']).not.toContain('immutable');
    });

    it.each(['/missing.js', '/remotes/template-slot/remoteEntry.js', '/remotes/nope/remoteEntry.js'])(
      'answers a missing file %s with 404, not a page',
      async (url) => {
        const response = await page('casino1.localhost', url);
        expect(response.statusCode).toBe(404);
        expect(response.body).not.toContain('Golden Palace');
      },
    );

    it('never serves a source map: it holds the full sources', async () => {
      const response = await page('casino1.localhost', `/${HASHED_MAIN}.map`);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('secret');
    });

    it.each([
      ['a page', '/'],
      ['a bundle', `/${HASHED_MAIN}`],
      ['a missing file', '/missing.js'],
    ])('marks %s nosniff, and sends no HSTS unless asked', async (_what, url) => {
      const response = await page('casino1.localhost', url);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['strict-transport-security']).toBeUndefined();
    });

    it('marks an API answer nosniff, and reports a body too large as 413, not 400', async () => {
      const api = await app.inject({
        method: 'POST',
        url: '/api/startup',
        headers: { host: 'casino1.localhost', 'content-type': 'application/json' },
        payload: JSON.stringify({ domain_name: 'casino1.localhost', padding: 'x'.repeat(2 * 1024 * 1024) }),
      });
      expect(api.statusCode).toBe(413);
      expect(api.json()).toMatchObject({ statusCode: -413, message: 'invalidRequest' });
      expect(api.headers['x-content-type-options']).toBe('nosniff');
    });

    it('sends HSTS with the configured max-age when HSTS_MAX_AGE is set', async () => {
      const strict = await buildServer(
        { ...config, hstsMaxAgeSeconds: 31_536_000 },
        { ...embeddedBackend(platform), close: async () => undefined },
      );
      strict.log.level = 'silent';
      try {
        const response = await strict.inject({
          method: 'GET',
          url: '/',
          headers: { host: 'casino1.localhost' },
        });
        expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      } finally {
        await strict.close();
      }
    });

    it.each(['/index.html', '/shell/index.html'])('does not serve %s as a file', async (url) => {
      const response = await page('casino1.localhost', url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<!--wl-head-->');
      expect(response.body).not.toContain('<!--wl-boot-->');
    });
  });
});
