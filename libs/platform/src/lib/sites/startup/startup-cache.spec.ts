import type { StartupResponse } from '@wl/contract';
import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { openDatabase } from '../../db/database';
import { sites } from '../../db/schema';
import { platformPlugin } from '../../http/platform-plugin';
import { createPlatform, type Platform } from '../../platform';
import { silentSecurityLog } from '../../security-log/security-log';
import { createTestDatabase, type TestDatabase } from '../../testing/test-database';
import { createTestPlatform, TEST_CASINO_SITE } from '../../testing/test-platform';

const HOST = 'casino1.localhost';
const NOW = new Date('2030-06-01T12:00:00.000Z');
const HOUR = 3_600_000;
/** Well within STARTUP_MAX_AGE_MS: an answer that changes this soon changes by its own moment, not by age. */
const SOON = 20_000;

/** A change made behind the platform's back (plain SQL): only an answer built afresh shows it. */
async function renameBySql(platform: Platform, name: string): Promise<void> {
  await platform.database.db.update(sites).set({ name }).where(eq(sites.key, TEST_CASINO_SITE.key));
}

const siteName = async (platform: Platform) => (await platform.sites.startup(HOST)).site?.site_name;

/** Resolves on the next call of a listener of the platform's site-change signal. */
function nextChange(platform: Platform): Promise<void> {
  return new Promise((resolve) => {
    const unwatch = platform.sites.watchChanges(() => {
      unwatch();
      resolve();
    });
  });
}

describe('kept startup answers (in this process: PGlite, or PostgreSQL with TEST_DATABASE_URL)', () => {
  let now: Date;
  let platform: Platform;
  let app: FastifyInstance;
  let stopKeeping: () => void;

  const viaApi = async () =>
    (
      await app.inject({
        method: 'POST',
        url: '/api/startup',
        headers: { 'content-type': 'application/json' },
        payload: { domain_name: HOST },
      })
    ).json<StartupResponse>();

  beforeEach(async () => {
    now = NOW;
    platform = await createTestPlatform({ clock: () => now });
    await platform.sites.upsertSite(TEST_CASINO_SITE);
    app = Fastify({ logger: false });
    await app.register(platformPlugin, { prefix: '/api', platform });
    await app.ready();
    stopKeeping = platform.sites.keepStartupAnswers();
    // On PostgreSQL answers are kept once this process listens: its first signal says so.
    if (platform.database.kind === 'postgres') await nextChange(platform);
  }, 60_000);

  afterEach(async () => {
    stopKeeping();
    await app.close();
    await platform.close();
  });

  it('keeps the answer: a change made behind the platform (plain SQL) does not show', async () => {
    expect(await siteName(platform)).toBe('Golden Palace');
    await renameBySql(platform, 'Renamed by SQL');
    expect(await siteName(platform)).toBe('Golden Palace');
    expect((await viaApi()).site?.site_name).toBe('Golden Palace');
  });

  it('answers the operator change right after it (sites set), in the object and on the wire', async () => {
    expect((await viaApi()).site?.site_name).toBe('Golden Palace');
    await platform.sites.upsertSite({ ...TEST_CASINO_SITE, name: 'Silver Palace', themeColor: 'emerald' });
    const answer = await platform.sites.startup(HOST);
    expect(answer.site).toMatchObject({ site_name: 'Silver Palace', theme_color: 'emerald' });
    expect(await viaApi()).toEqual(answer);
  });

  it('answers maintenance right after the operator starts it now, and the site after it ends it', async () => {
    expect((await viaApi()).maintenance.is_maintenance).toBe(false);
    await platform.sites.setMaintenance(TEST_CASINO_SITE.key, new Date(NOW.getTime() - HOUR), null);
    expect((await viaApi()).maintenance.is_maintenance).toBe(true);
    expect((await platform.sites.startup(HOST)).site).toBeNull();
    await platform.sites.setMaintenance(TEST_CASINO_SITE.key, null, null);
    expect((await viaApi()).maintenance.is_maintenance).toBe(false);
  });

  it('answers maintenance from the moment a window starts by the clock, and the site once it ends', async () => {
    const start = new Date(NOW.getTime() + SOON);
    const end = new Date(NOW.getTime() + 2 * SOON);
    await platform.sites.setMaintenance(TEST_CASINO_SITE.key, start, end);
    expect((await viaApi()).maintenance.is_maintenance).toBe(false);
    expect((await platform.sites.startup(HOST)).site?.site_name).toBe('Golden Palace');

    now = new Date(start.getTime() - 1);
    expect((await viaApi()).maintenance.is_maintenance).toBe(false);
    now = start;
    expect(await viaApi()).toMatchObject({
      statusCode: 1,
      maintenance: { is_maintenance: true, start_date: start.toISOString(), end_date: end.toISOString() },
      site: null,
    });
    expect((await platform.sites.startup(HOST)).maintenance.is_maintenance).toBe(true);
    now = end;
    expect((await viaApi()).maintenance.is_maintenance).toBe(true);
    now = new Date(end.getTime() + 1);
    expect((await viaApi()).maintenance.is_maintenance).toBe(false);
    expect((await platform.sites.startup(HOST)).site?.site_name).toBe('Golden Palace');
  });

  it('answers siteExpired from the moment the site expires by the clock', async () => {
    const expiry = new Date(NOW.getTime() + SOON);
    await platform.sites.upsertSite({ ...TEST_CASINO_SITE, expiredAt: expiry });
    expect((await viaApi()).statusCode).toBe(1);
    now = new Date(expiry.getTime() - 1);
    expect((await viaApi()).statusCode).toBe(1);
    now = expiry;
    expect(await viaApi()).toMatchObject({ statusCode: -403, message: 'siteExpired', site: null });
  });

  it('drops the answers on every write of what a site shows, and calls the watchers', async () => {
    let calls = 0;
    const unwatch = platform.sites.watchChanges(() => (calls += 1));
    const site = await platform.sites.resolve(HOST);
    if (!site) throw new Error('no test site');
    const writes: (() => Promise<unknown>)[] = [
      () => platform.sites.setMenu(site.id, 'menu', [{ name: 'Slots', category: 'slots', url: '/slots' }]),
      () => platform.sites.games.importCatalogue([{ code: 'JILI', name: 'Jili' }], []),
      () => platform.sites.games.setProducts(site.id, [{ category: 'slots', providerCode: 'JILI' }]),
      () =>
        platform.sites.content.setMarquee(site.id, [
          { en_text: 'Welcome', local_text: 'Maligayang pagdating' },
        ]),
    ];
    for (const [i, write] of writes.entries()) {
      await siteName(platform);
      await renameBySql(platform, `Renamed ${i}`);
      await write();
      expect(await siteName(platform)).toBe(`Renamed ${i}`);
      expect(calls).toBe(i + 1);
    }
    unwatch();
  });

  it('gives every caller its own copy of a kept answer', async () => {
    const first = await platform.sites.startup(HOST);
    if (first.site) first.site.site_name = 'Changed by a caller';
    expect(await siteName(platform)).toBe('Golden Palace');
  });

  it('keeps nothing once no one keeps answers: each answer is read from the database', async () => {
    expect(await siteName(platform)).toBe('Golden Palace');
    stopKeeping();
    await renameBySql(platform, 'Renamed by SQL');
    expect(await siteName(platform)).toBe('Renamed by SQL');
    expect((await viaApi()).site?.site_name).toBe('Renamed by SQL');
  });
});

const serverUrl = process.env['TEST_DATABASE_URL'];
const describeOnPostgres = serverUrl ? describe : describe.skip;

describeOnPostgres('kept startup answers across processes on PostgreSQL (LISTEN/NOTIFY)', () => {
  let testDatabase: TestDatabase | undefined;
  // A site server that keeps answers, and the operator command (or another site server) in another process.
  let siteServer: Platform;
  let operator: Platform;
  let stopKeeping: () => void;

  beforeAll(async () => {
    testDatabase = await createTestDatabase(serverUrl ?? '', 'wl_site_changes');
    const url = testDatabase.url;
    const open = async () =>
      createPlatform({
        seedDemo: false,
        securityLog: silentSecurityLog(),
        database: await openDatabase({ url, poolSize: 4 }),
      });
    siteServer = await open();
    operator = await open();
    await operator.sites.upsertSite(TEST_CASINO_SITE);
    const listening = nextChange(siteServer);
    stopKeeping = siteServer.sites.keepStartupAnswers();
    await listening;
  }, 60_000);

  afterAll(async () => {
    stopKeeping?.();
    await siteServer?.close();
    await operator?.close();
    await testDatabase?.drop();
  });

  it("drops the kept answer when another process changes the site, and shows that process's change", async () => {
    expect(await siteName(siteServer)).toBe('Golden Palace');
    await renameBySql(operator, 'Renamed by SQL');
    expect(await siteName(siteServer)).toBe('Golden Palace');

    const heard = nextChange(siteServer);
    await operator.sites.upsertSite({ ...TEST_CASINO_SITE, name: 'Silver Palace' });
    await heard;
    expect(await siteName(siteServer)).toBe('Silver Palace');
  }, 30_000);

  it('answers maintenance once another process starts it', async () => {
    expect((await siteServer.sites.startup(HOST)).maintenance.is_maintenance).toBe(false);
    const heard = nextChange(siteServer);
    await operator.sites.setMaintenance(TEST_CASINO_SITE.key, new Date(Date.now() - HOUR), null);
    await heard;
    expect((await siteServer.sites.startup(HOST)).maintenance.is_maintenance).toBe(true);
    const ended = nextChange(siteServer);
    await operator.sites.setMaintenance(TEST_CASINO_SITE.key, null, null);
    await ended;
    expect((await siteServer.sites.startup(HOST)).maintenance.is_maintenance).toBe(false);
  }, 30_000);
});
