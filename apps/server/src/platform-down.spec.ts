import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { StartupResponse } from '@wl/api';
import { createTestPlatform, TEST_CASINO_SITE } from '@wl/platform';
import type { SiteBackend } from './backend';
import type { ServerConfig } from './config';
import { embeddedBackend } from './embedded-backend';
import { buildServer } from './server';

const SHELL_HTML = `<!doctype html>
<html lang="en">
  <head><!--wl-head--></head>
  <body><div id="root"></div><!--wl-boot--></body>
</html>`;

const SQL = 'select "id", "key" from "sites" where "host" = $1';

/** A backend whose platform cannot answer startup: it throws, or gives the envelope of a 5xx. */
function failingBackend(startup: () => Promise<StartupResponse>): SiteBackend {
  return {
    kind: 'embedded',
    registerApi: async () => undefined,
    startup,
    watchSiteChanges: () => () => undefined,
    gameOrigins: async () => [],
    close: async () => undefined,
  };
}

function bootStartupOf(html: string): { statusCode: number } {
  const match = /<script type="application\/json" id="wl-boot"[^>]*>([^<]*)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('No boot JSON in the page');
  return (JSON.parse(match[1]) as { startup: { statusCode: number } }).startup;
}

function expectUnavailablePage(response: LightMyRequestResponse): void {
  expect(response.statusCode).toBe(503);
  expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
  expect(response.headers['content-type']).toMatch(/^text\/html/);
  expect(response.body).toMatch(/^<!doctype html>/);
  expect(bootStartupOf(response.body).statusCode).not.toBe(1);
  for (const internal of ['Failed query', 'select', 'sites', 'ECONNREFUSED']) {
    expect(response.body).not.toContain(internal);
  }
}

describe('site server when the platform cannot answer', () => {
  let staticDir: string;
  let config: ServerConfig;
  const apps: FastifyInstance[] = [];

  async function serverWith(backend: SiteBackend): Promise<FastifyInstance> {
    const app = await buildServer(config, backend);
    app.log.level = 'silent';
    await app.ready();
    apps.push(app);
    return app;
  }
  const page = (app: FastifyInstance, url = '/') =>
    app.inject({ method: 'GET', url, headers: { host: 'casino1.localhost' } });

  beforeAll(() => {
    staticDir = mkdtempSync(path.join(os.tmpdir(), 'wl-platform-down-'));
    mkdirSync(path.join(staticDir, 'shell'));
    writeFileSync(path.join(staticDir, 'shell', 'index.html'), SHELL_HTML);
    for (const remote of ['template-casino', 'template-slot', 'template-sportsbook', 'minigame']) {
      mkdirSync(path.join(staticDir, remote));
    }
    config = {
      port: 0,
      host: '127.0.0.1',
      remotesBaseUrl: '/remotes',
      staticDir,
      trustProxy: false,
      platformUrl: undefined,
      gameFrameOrigins: [],
    };
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    rmSync(staticDir, { recursive: true, force: true });
  });

  it('serves the unavailable page (HTML, 503, Retry-After) when startup throws', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const app = await serverWith(
      failingBackend(async () => {
        throw new Error(`Failed query: ${SQL}\nparams: casino1.localhost`, { cause: refused });
      }),
    );

    expectUnavailablePage(await page(app));
    expectUnavailablePage(await page(app, '/slots'));
    const manifest = await page(app, '/manifest.webmanifest');
    expect(manifest.statusCode).toBe(503);
    expect(manifest.headers['retry-after']).toBeDefined();
  });

  it('serves the same page when the platform answers a 5xx envelope instead of a startup answer', async () => {
    const envelope = { statusCode: -503, message: 'serviceUnavailable' } as unknown as StartupResponse;
    const app = await serverWith(failingBackend(async () => envelope));

    expectUnavailablePage(await page(app));
  });

  it("answers pages with the 503 page and /api with the 503 envelope once the platform's database is gone", async () => {
    const platform = await createTestPlatform();
    await platform.sites.upsertSite(TEST_CASINO_SITE);
    const app = await serverWith(embeddedBackend(platform));
    expect((await page(app)).statusCode).toBe(200);

    await platform.database.close();

    expectUnavailablePage(await page(app));
    const api = await app.inject({
      method: 'POST',
      url: '/api/startup',
      headers: { host: 'casino1.localhost', 'content-type': 'application/json' },
      payload: { domain_name: 'casino1.localhost' },
    });
    expect(api.statusCode).toBe(503);
    expect(api.headers['retry-after']).toBeDefined();
    expect(api.json()).toEqual({ statusCode: -503, message: 'serviceUnavailable' });
  });
});
