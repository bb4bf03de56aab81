import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance } from 'fastify';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { StartupResponse } from '@wl/api';
import { createTestPlatform, TEST_CASINO_SITE, type Platform } from '@wl/platform';
import type { SiteBackend } from './backend';
import { embeddedBackend } from './embedded-backend';
import { startupForPage } from './startup-answer';

const HOST = 'casino1.localhost';
const HOUR = 3_600_000;

describe('embedded backend: kept startup answers and the site-change signal', () => {
  let platform: Platform;
  let backend: SiteBackend;
  let app: FastifyInstance;

  const api = async () =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/startup',
        headers: { host: HOST, 'content-type': 'application/json' },
        payload: { domain_name: HOST },
      })
    ).json<StartupResponse>();
  const page = () => startupForPage(backend, HOST, app.log);

  /** Resolves on the backend's next site-change signal. */
  const nextChange = () =>
    new Promise<void>((resolve) => {
      const unsubscribe = backend.watchSiteChanges(() => {
        unsubscribe();
        resolve();
      });
    });

  beforeEach(async () => {
    platform = await createTestPlatform();
    await platform.sites.upsertSite(TEST_CASINO_SITE);
    backend = embeddedBackend(platform);
    // On PostgreSQL (TEST_DATABASE_URL) answers are kept once the process listens: its first signal.
    const listening = platform.database.kind === 'postgres' ? nextChange() : Promise.resolve();
    app = Fastify({ logger: false });
    // As the site server registers it: every route compressed unless it says otherwise.
    await app.register(fastifyCompress, { global: true, threshold: 1024 });
    await backend.registerApi(app);
    app.addHook('onClose', () => backend.close());
    await app.ready();
    await listening;
  }, 60_000);

  afterEach(() => app.close());

  it("answers the page and /api/startup with the operator's change right after it", async () => {
    expect((await page()).site?.site_name).toBe('Golden Palace');
    expect((await api()).site?.site_name).toBe('Golden Palace');

    await platform.sites.upsertSite({ ...TEST_CASINO_SITE, name: 'Silver Palace' });
    expect((await page()).site?.site_name).toBe('Silver Palace');
    expect((await api()).site?.site_name).toBe('Silver Palace');

    await platform.sites.setMaintenance(TEST_CASINO_SITE.key, new Date(Date.now() - HOUR), null);
    expect((await page()).maintenance.is_maintenance).toBe(true);
    expect((await api()).maintenance.is_maintenance).toBe(true);
  });

  it("shares one frozen answer between a host's page views while the platform keeps it", async () => {
    await page();
    const kept = await page();
    expect(await page()).toBe(kept);
    expect(Object.isFrozen(kept.site)).toBe(true);

    await platform.sites.upsertSite({ ...TEST_CASINO_SITE, name: 'Silver Palace' });
    const changed = await page();
    expect(changed).not.toBe(kept);
    expect(changed.site?.site_name).toBe('Silver Palace');
    expect(kept.site?.site_name).toBe('Golden Palace');
  });

  it('answers /api/startup compressed once per kept answer, never twice, and small answers as they are', async () => {
    const ask = (domain_name: string, encoding?: string) =>
      app.inject({
        method: 'POST',
        url: '/api/startup',
        headers: {
          host: HOST,
          'content-type': 'application/json',
          ...(encoding ? { 'accept-encoding': encoding } : {}),
        },
        payload: { domain_name },
      });
    const site = await platform.sites.resolve(HOST);
    const menu = Array.from({ length: 20 }, (_, i) => ({
      name: `Menu ${i}`,
      category: 'slots',
      url: `/m${i}`,
    }));
    await platform.sites.setMenu(site?.id ?? 0, 'menu', menu);
    const plain = await ask(HOST);
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);

    const br = await ask(HOST, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await ask(HOST, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const unknown = await ask('nowhere.localhost', 'gzip, br');
    expect(unknown.headers['content-encoding']).toBeUndefined();
    expect(unknown.json()).toMatchObject({ statusCode: -404, message: 'siteNotFound' });
  });

  it('calls each watcher on every site change until it unsubscribes', async () => {
    const seen: string[] = [];
    const unsubscribeA = backend.watchSiteChanges(() => seen.push('a'));
    backend.watchSiteChanges(() => seen.push('b'));

    await platform.sites.setMaintenance(TEST_CASINO_SITE.key, null, null);
    expect(seen).toEqual(['a', 'b']);

    unsubscribeA();
    const site = await platform.sites.resolve(HOST);
    await platform.sites.setMenu(site?.id ?? 0, 'menu', []);
    expect(seen).toEqual(['a', 'b', 'b']);
  });

  it('ends every subscription when it closes (on PostgreSQL, the LISTEN connection with them)', async () => {
    const watch = platform.sites.watchChanges.bind(platform.sites);
    const open = new Set<() => void>();
    jest.spyOn(platform.sites, 'watchChanges').mockImplementation((listener) => {
      const unwatch = watch(listener);
      const subscription = () => {
        open.delete(subscription);
        unwatch();
      };
      open.add(subscription);
      return subscription;
    });
    backend.watchSiteChanges(() => undefined);
    backend.watchSiteChanges(() => undefined);
    expect(open.size).toBe(2);
    await backend.close();
    expect(open.size).toBe(0);
  });
});
