import type { StartupResponse } from '@wl/contract';
import { THEME_CODES, checkTheme } from '@wl/site-model';
import { DEMO_SITES } from '../../demo/demo-sites';
import { createSiteTestApp, SEED_TIMEOUT_MS, TEST_NOW, type SiteTestApp } from '../site-test-app';

const INVALID_REQUEST = { statusCode: -400, message: 'invalidRequest' };

describe('POST /api/startup', () => {
  let t: SiteTestApp;
  const startup = async (payload: unknown) => (await t.post('/startup', payload)).json<StartupResponse>();

  beforeAll(async () => {
    t = await createSiteTestApp();
  }, SEED_TIMEOUT_MS);
  afterAll(() => t.close());
  afterEach(() => t.setNow(TEST_NOW));

  it('answers a known host with HTTP 200, statusCode 1 and every field of its site', async () => {
    const response = await t.post('/startup', { domain_name: 'casino1.localhost' });
    expect(response.statusCode).toBe(200);
    const body = response.json<StartupResponse>();
    expect(body).toMatchObject({ statusCode: 1, message: 'OK' });
    expect(body.maintenance).toEqual({ is_maintenance: false, start_date: null, end_date: null });
    expect(body.site).toEqual({
      site_name: 'Golden Palace',
      currency: 'PHP',
      theme_code: 'casino1',
      theme_color: 'gold',
      logo1: '/api/media/logo/casino1.svg',
      logo2: '/api/media/logo/casino1.svg',
      logo3: '/api/media/logo/casino1.svg',
      status: true,
      expired_date: null,
      logo_text: 'Golden Palace',
      external_id: 'casino1',
      android_sub: '',
      ios_sub: '',
      manifest_icon: '/api/media/logo/casino1.svg',
      gamify_status: true,
      tac_login: false,
    });
    expect(body.language).toEqual([
      { code: 'EN', is_default: true },
      { code: 'PHP', is_default: false },
    ]);
    expect(body.aff_domain).toBe('aff.casino1.localhost');
    expect(body.live_chat).toEqual({ chat_id: '', image_id: '', status: false });
  });

  it('looks the host up case-insensitively, without a port or a trailing dot', async () => {
    for (const host of ['SLOT2.localhost:4200', 'slot2.LOCALHOST.', 'Slot2.Localhost.:80']) {
      const body = await startup({ domain_name: host });
      expect(body.site?.site_name).toBe('Lucky Lantern');
    }
  });

  it('serves the default site on localhost and 127.0.0.1', async () => {
    expect((await startup({ domain_name: 'localhost' })).site?.site_name).toBe('Lucky Star Demo');
    expect((await startup({ domain_name: '127.0.0.1' })).site?.site_name).toBe('Lucky Star Demo');
  });

  it('has every demo site, one per theme code, each with a theme checkTheme accepts', async () => {
    const themed: string[] = [];
    for (const demo of DEMO_SITES) {
      t.setNow(new Date('2025-06-01T00:00:00.000Z'));
      const body = await startup({ domain_name: demo.hosts[0] });
      expect(body.site?.site_name).toBe(demo.name);
      expect(checkTheme(body.site?.theme_code ?? '', body.site?.theme_color ?? '')).toMatchObject({
        ok: true,
      });
      if (demo.key !== 'default' && demo.key !== 'maintenance') themed.push(body.site?.theme_code ?? '');
    }
    expect(DEMO_SITES).toHaveLength(24);
    expect(themed.sort()).toEqual([...THEME_CODES].sort());
  });

  it('gives the menu with provider children, the lobby tabs and provider_count per category', async () => {
    const body = await startup({ domain_name: 'casino1.localhost' });
    const names = body.content.menu.map((m) => m.name);
    expect(names).toEqual([
      'Home',
      'Hot Games',
      'Live Casino',
      'Slots',
      'Poker',
      'Fishing',
      'Lottery',
      'Promotions',
      'VIP',
    ]);
    const live = body.content.menu.find((m) => m.category === 'livecasino');
    expect(live?.children.map((c) => c.name)).toEqual(['Evolution', 'AE Sexy', 'Pragmatic Play']);
    expect(live?.children[0]).toMatchObject({
      category: 'livecasino',
      url: '/casino?provider=EVO',
      children: [],
    });
    expect(body.content.game_menu.map((m) => m.category)).toEqual([
      'hot',
      'livecasino',
      'slots',
      'table',
      'poker',
      'fish',
      'lottery',
    ]);
    const ids = [...body.content.menu, ...body.content.game_menu].map((m) => m.content_id);
    expect(new Set(ids).size).toBe(ids.length);
    const categories = new Set(body.provider_count.map((p) => p.category));
    expect([...categories].sort()).toEqual(['fish', 'livecasino', 'lottery', 'poker', 'slots', 'table']);
    expect(body.provider_count.every((p) => p.count > 0)).toBe(true);
  });

  it('counts in provider_count exactly the games get_games lists', async () => {
    const body = await startup({ domain_name: 'slot3.localhost' });
    for (const { provider_code, category, count } of body.provider_count) {
      const games = await t.post('/product/get_games', {
        domain_name: 'slot3.localhost',
        category,
        provider_code,
        page_size: 1,
      });
      expect(games.json()).toMatchObject({ statusCode: 1, total: count });
    }
  });

  it('answers a site under maintenance with the window only: no site, no menus, no providers', async () => {
    const body = await startup({ domain_name: 'maintenance.localhost' });
    expect(body).toMatchObject({
      statusCode: 1,
      message: 'OK',
      site: null,
      language: [],
      provider_count: [],
    });
    expect(body.maintenance).toEqual({
      is_maintenance: true,
      start_date: '2026-01-01T00:00:00.000Z',
      end_date: '2099-12-31T23:59:00.000Z',
    });
    expect(body.content).toEqual({ menu: [], game_menu: [] });
    expect(body.live_chat).toBeNull();
    expect(JSON.stringify(body)).not.toContain('Harbour Lights');
  });

  it('turns maintenance on and off with the window the operator sets, by the platform clock', async () => {
    await t.platform.sites.setMaintenance(
      'casino3',
      new Date('2030-06-01T13:00:00.000Z'),
      new Date('2030-06-01T15:00:00.000Z'),
    );
    try {
      expect((await startup({ domain_name: 'casino3.localhost' })).maintenance.is_maintenance).toBe(false);
      t.setNow(new Date('2030-06-01T14:00:00.000Z'));
      const during = await startup({ domain_name: 'casino3.localhost' });
      expect(during.maintenance).toEqual({
        is_maintenance: true,
        start_date: '2030-06-01T13:00:00.000Z',
        end_date: '2030-06-01T15:00:00.000Z',
      });
      expect(during.site).toBeNull();
      t.setNow(new Date('2030-06-01T15:00:01.000Z'));
      expect((await startup({ domain_name: 'casino3.localhost' })).site?.site_name).toBe(
        'Monte Verde Casino',
      );
    } finally {
      await t.platform.sites.setMaintenance('casino3', null, null);
    }
  });

  it('answers a switched-off site with -403 siteDisabled and an expired one with -403 siteExpired', async () => {
    const { sites } = t.platform;
    const detail = await sites.get('casino4');
    if (!detail) throw new Error('casino4 missing');
    const input = {
      key: 'casino4',
      name: detail.name,
      hosts: detail.hosts,
      themeCode: detail.themeCode,
      themeColor: detail.themeColor,
      currency: detail.currency,
    };
    await sites.upsertSite({ ...input, status: false });
    expect(await startup({ domain_name: 'casino4.localhost' })).toMatchObject({
      statusCode: -403,
      message: 'siteDisabled',
      site: null,
    });
    await sites.upsertSite({ ...input, status: true, expiredAt: new Date('2030-06-01T11:00:00.000Z') });
    expect(await startup({ domain_name: 'casino4.localhost' })).toMatchObject({
      statusCode: -403,
      message: 'siteExpired',
      site: null,
    });
    await sites.upsertSite({ ...input, expiredAt: new Date('2031-01-01T00:00:00.000Z') });
    const valid = await startup({ domain_name: 'casino4.localhost' });
    expect(valid.site).toMatchObject({ status: true, expired_date: '2031-01-01T00:00:00.000Z' });
    await sites.upsertSite({ ...input, expiredAt: null });
  });

  it('answers an unknown host with statusCode -404 siteNotFound and nothing of any site', async () => {
    const body = await startup({ domain_name: 'nope.localhost' });
    expect(body).toMatchObject({ statusCode: -404, message: 'siteNotFound', site: null, aff_domain: '' });
    expect(body.content).toEqual({ menu: [], game_menu: [] });
    for (const host of ['casino1.localhost.evil.com', 'xcasino1.localhost', 'casino1', 'casino1-localhost']) {
      expect((await startup({ domain_name: host })).statusCode).toBe(-404);
    }
  });

  it.each<[string, unknown]>([
    ['a missing domain_name', {}],
    ['an empty domain_name', { domain_name: '' }],
    ['a blank domain_name', { domain_name: '   ' }],
    ['an object domain_name', { domain_name: { host: 'casino1.localhost' } }],
    ['a null domain_name', { domain_name: null }],
    ['a number domain_name', { domain_name: 42 }],
    ['a boolean domain_name', { domain_name: true }],
    ['an array domain_name', { domain_name: ['casino1.localhost'] }],
    ['an overlong domain_name', { domain_name: `${'a'.repeat(250)}.com` }],
  ])('rejects %s with HTTP 400 and invalidRequest', async (_, payload) => {
    const response = await t.post('/startup', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject(INVALID_REQUEST);
  });

  it('documents every route of the sites side in the OpenAPI document', async () => {
    const response = await t.get('/openapi.json');
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json<{ paths: Record<string, unknown> }>().paths);
    for (const route of [
      '/startup',
      '/seo',
      '/settings/social_account',
      '/settings/siteinfodetail',
      '/settings/get_analytics',
      '/settings/adsvisit',
      '/settings/partners',
      '/settings/bts',
      '/settings/top10winner_withdrawal',
      '/home/fetch_transactions',
      '/home/fetch_slide',
      '/home/fetch_announment',
      '/home/marquee',
      '/home/referral',
      '/product/get_hot_games',
      '/product/get_games',
      '/home/public_odds',
      '/home/match_list',
    ]) {
      expect(paths).toContain(`/api${route}`);
    }
  });

  it('rejects a request without a body, and malformed JSON, with HTTP 400 and no stack trace', async () => {
    const empty = await t.post('/startup');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject(INVALID_REQUEST);
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/startup',
      headers: { 'content-type': 'application/json' },
      payload: '{bad json',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject(INVALID_REQUEST);
    expect(malformed.body).not.toMatch(/at .+\.(ts|js):\d+/);
  });
});
