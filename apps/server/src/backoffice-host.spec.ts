import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createTestPlatform, TEST_CASINO_SITE, type Platform } from '@wl/platform';
import { embeddedBackend } from './embedded-backend';
import { buildServer } from './server';

const SHELL_HTML = `<!doctype html>
<html lang="en"><head><!--wl-head--></head><body><div id="root"></div><!--wl-boot-->
<script src="/main.0123456789abcdef0123.js"></script></body></html>`;

const BACKOFFICE_MAIN = 'main.aaaaaaaaaaaaaaaaaaaa.js';
const BACKOFFICE_CSS = 'main.bbbbbbbbbbbbbbbbbbbb.css';
const BACKOFFICE_HTML = `<!doctype html>
<html lang="en"><head><title>Back office</title>
<script defer src="/${BACKOFFICE_MAIN}"></script><link href="/${BACKOFFICE_CSS}" rel="stylesheet"></head>
<body><div id="root"></div></body></html>`;

describe('the back-office host', () => {
  let staticDir: string;
  let app: FastifyInstance;
  let platform: Platform;

  beforeAll(async () => {
    staticDir = mkdtempSync(path.join(os.tmpdir(), 'wl-backoffice-spec-'));
    for (const folder of ['shell', 'template-casino', 'template-slot', 'template-sportsbook', 'minigame']) {
      mkdirSync(path.join(staticDir, folder));
    }
    writeFileSync(path.join(staticDir, 'shell', 'index.html'), SHELL_HTML);
    writeFileSync(path.join(staticDir, 'shell', 'main.0123456789abcdef0123.js'), 'console.log("shell");');
    const backoffice = path.join(staticDir, 'backoffice');
    mkdirSync(backoffice);
    writeFileSync(path.join(backoffice, 'index.html'), BACKOFFICE_HTML);
    writeFileSync(path.join(backoffice, BACKOFFICE_MAIN), 'console.log("back office");');
    writeFileSync(path.join(backoffice, `${BACKOFFICE_MAIN}.map`), '{"sourcesContent":["secret"]}');
    writeFileSync(path.join(backoffice, BACKOFFICE_CSS), 'body{}');
    writeFileSync(path.join(backoffice, '6925.cccccccccccccccccccc.js'), 'chunk');

    platform = await createTestPlatform();
    await platform.sites.upsertSite(TEST_CASINO_SITE);
    // A site claiming the back office's host still never gets it.
    await platform.sites.upsertSite({
      ...TEST_CASINO_SITE,
      key: 'squatter',
      name: 'Squatter Casino',
      hosts: ['admin.example.test'],
    });
    app = await buildServer(
      {
        port: 0,
        host: '127.0.0.1',
        remotesBaseUrl: '/remotes',
        staticDir,
        trustProxy: false,
        platformUrl: undefined,
        gameFrameOrigins: [],
        backofficeHost: 'admin.example.test',
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

  const get = (host: string, url: string) => app.inject({ method: 'GET', url, headers: { host } });

  it.each(['/', '/sites', '/staff', '/audit?page=2'])('answers %s with the back office page', async (url) => {
    const response = await get('admin.example.test:4200', url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toContain('<title>Back office</title>');
    expect(response.body).not.toContain('Squatter Casino');
    expect(response.body).not.toContain('wl-boot');
  });

  it('sends the security headers and a CSP whose nonce is on its tags, new for each view', async () => {
    const first = await get('admin.example.test', '/');
    const second = await get('admin.example.test', '/');
    const csp = String(first.headers['content-security-policy']);
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("img-src 'self' data:");
    expect(csp).not.toContain('unsafe-inline');
    expect(first.body).toContain(`<script nonce="${nonce}" defer src="/${BACKOFFICE_MAIN}">`);
    expect(first.body).toContain(`<link nonce="${nonce}" href="/${BACKOFFICE_CSS}"`);
    expect(second.headers['content-security-policy']).not.toBe(csp);
    expect(first.headers['x-content-type-options']).toBe('nosniff');
    expect(first.headers['x-frame-options']).toBe('DENY');
    expect(first.headers['x-robots-tag']).toBe('noindex, nofollow');
  });

  it('serves its hashed bundles as immutable, never its source maps or a missing file', async () => {
    const main = await get('admin.example.test', `/${BACKOFFICE_MAIN}`);
    expect(main.statusCode).toBe(200);
    expect(main.body).toBe('console.log("back office");');
    expect(main.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(main.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const css = await get('admin.example.test', `/${BACKOFFICE_CSS}`);
    expect(css.headers['content-type']).toBe('text/css; charset=utf-8');
    for (const url of [`/${BACKOFFICE_MAIN}.map`, '/missing.js', '/index.html', '/../shell/index.html']) {
      const response = await get('admin.example.test', url);
      expect(response.statusCode).toBe(404);
      expect(response.body).not.toContain('secret');
    }
  });

  it('never serves a player site or its shell on the back-office host', async () => {
    const shellBundle = await get('admin.example.test', '/main.0123456789abcdef0123.js');
    expect(shellBundle.statusCode).toBe(404);
    const manifest = await get('admin.example.test', '/manifest.webmanifest');
    expect(manifest.statusCode).toBe(404);
    expect(manifest.body).not.toContain('Squatter');
  });

  it('answers /api on the back-office host as usual', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/backoffice/auth/me',
      headers: { host: 'admin.example.test', 'content-type': 'application/json' },
      payload: {},
    });
    expect(response.json()).toMatchObject({ message: 'staffSignInRequired' });
  });

  it('never serves the back office on a player site host', async () => {
    const bundle = await get('casino1.localhost', `/${BACKOFFICE_MAIN}`);
    expect(bundle.statusCode).toBe(404);
    expect(bundle.body).not.toContain('back office');
    const page = await get('casino1.localhost', '/');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('wl-boot');
    expect(page.body).not.toContain('<title>Back office</title>');
    expect(page.body).not.toContain(BACKOFFICE_MAIN);
    const unknown = await get('admin.localhost', '/');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('Site not found');
  });

  it('refuses anything but GET and HEAD for its pages', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/sites',
      headers: { host: 'admin.example.test' },
    });
    expect(response.statusCode).toBe(405);
  });
});
