import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { StartupResponse } from '@wl/api';
import type { RemoteManifest } from '@wl/core';
import { createTestPlatform } from '@wl/platform';
import { embeddedBackend } from './embedded-backend';
import { buildServer } from './server';

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
  preloaded?: Record<string, { statusCode: number }>;
}

function bootOf(html: string): Boot {
  const match = /<script type="application\/json" id="wl-boot"[^>]*>([^<]*)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('No boot JSON in the page');
  return JSON.parse(match[1]) as Boot;
}

describe('site server', () => {
  let staticDir: string;
  let app: FastifyInstance;

  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(os.tmpdir(), 'wl-server-spec-'));
    mkdirSync(path.join(staticDir, 'shell'));
    writeFileSync(path.join(staticDir, 'shell', 'index.html'), SHELL_HTML);
    writeFileSync(path.join(staticDir, 'shell', HASHED_MAIN), 'console.log("main");');
    for (const folder of ['template-casino', 'template-slot', 'template-sportsbook', 'minigame']) {
      mkdirSync(path.join(staticDir, folder));
    }
    writeFileSync(path.join(staticDir, 'template-casino', 'remoteEntry.js'), 'var template_casino;');

    const platform = await createTestPlatform();
    await platform.sites.upsertSite({
      key: 'casino1',
      name: 'Golden Palace',
      hosts: ['casino1.localhost'],
      themeCode: 'casino1',
      themeColor: 'gold',
      currency: 'PHP',
    });
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

    app = await buildServer(
      {
        port: 0,
        host: '127.0.0.1',
        remotesBaseUrl: '/remotes',
        staticDir,
        trustProxy: false,
        platformUrl: undefined,
      },
      embeddedBackend(platform),
    );
    app.log.level = 'silent';
    await app.ready();
  });

  afterAll(async () => {
    await app?.close();
    rmSync(staticDir, { recursive: true, force: true });
  });

  const page = (host: string, url = '/') => app.inject({ method: 'GET', url, headers: { host } });

  describe('site pages', () => {
    it("serves a known host its page with the site's name, a CSP and the boot JSON", async () => {
      const response = await page('casino1.localhost');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(response.body).toContain('<title>Golden Palace</title>');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
      expect(response.headers['content-security-policy']).toContain("object-src 'none'");
      const nonce = /id="wl-boot" nonce="([^"]+)"/.exec(response.body)?.[1];
      expect(response.headers['content-security-policy']).toContain(`'nonce-${nonce}'`);

      const boot = bootOf(response.body);
      expect(boot.startup.statusCode).toBe(1);
      expect(boot.startup.site?.site_name).toBe('Golden Palace');
      expect(boot.startup.site?.theme_code).toBe('casino1');
      expect(Object.keys(boot.preloaded ?? {})).toEqual(
        expect.arrayContaining(['settings/partners', 'home/referral']),
      );
      expect(boot.manifest.remotes['template_casino']?.entry).toBe('/remotes/template-casino/remoteEntry.js');
    });

    it('serves the same page for a route of the site, with a port in the host', async () => {
      const response = await page('Casino1.localhost:4200', '/slots');
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Golden Palace</title>');
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

    it.each(['/index.html', '/shell/index.html'])('does not serve %s as a file', async (url) => {
      const response = await page('casino1.localhost', url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('<!--wl-head-->');
      expect(response.body).not.toContain('<!--wl-boot-->');
    });
  });
});
