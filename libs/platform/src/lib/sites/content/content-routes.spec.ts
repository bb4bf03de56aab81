import { SECURITY_POLICY } from '../../players/auth/security-policy';
import { eq } from 'drizzle-orm';
import { adVisits, sites } from '../../db/schema';
import { createSiteTestApp, SEED_TIMEOUT_MS, type SiteTestApp } from '../site-test-app';

const INVALID_REQUEST = { statusCode: -400, message: 'invalidRequest' };
const CASINO2 = { domain_name: 'casino2.localhost' };

/** Every site call of this file: path and a valid body besides domain_name. */
const SITE_CALLS: [string, Record<string, unknown>][] = [
  ['/seo', { page_name: 'home' }],
  ['/settings/social_account', {}],
  ['/settings/siteinfodetail', {}],
  ['/settings/get_analytics', {}],
  ['/settings/adsvisit', { fbp: 'fb.1.1700000000.123' }],
  ['/settings/partners', {}],
  ['/settings/bts', {}],
  ['/settings/top10winner_withdrawal', {}],
  ['/home/fetch_transactions', {}],
  ['/home/fetch_slide', {}],
  ['/home/fetch_announment', {}],
  ['/home/marquee', {}],
  ['/home/referral', {}],
  ['/product/get_hot_games', { game_type: '' }],
  ['/product/get_games', {}],
];

describe('site calls', () => {
  let t: SiteTestApp;
  const call = async (url: string, body: Record<string, unknown>) => {
    const response = await t.post(url, body);
    expect(response.statusCode).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    t = await createSiteTestApp();
  }, SEED_TIMEOUT_MS);
  afterAll(() => t.close());

  describe.each(SITE_CALLS)('POST %s', (url, extra) => {
    it('answers statusCode 1 for a known host', async () => {
      expect(await call(url, { ...CASINO2, ...extra })).toMatchObject({ statusCode: 1, message: 'OK' });
    });

    it('answers an unknown host with -404 siteNotFound and nothing else', async () => {
      expect(await call(url, { domain_name: 'nope.localhost', ...extra })).toEqual({
        statusCode: -404,
        message: 'siteNotFound',
      });
    });

    it("answers another site's external_id with -404 siteNotFound", async () => {
      const body = await call(url, { ...CASINO2, external_id: 'casino3', ...extra });
      expect(body).toEqual({ statusCode: -404, message: 'siteNotFound' });
    });

    it('answers a site under maintenance with -503 underMaintenance and the window', async () => {
      expect(await call(url, { domain_name: 'maintenance.localhost', ...extra })).toEqual({
        statusCode: -503,
        message: 'underMaintenance',
        maintenance: {
          is_maintenance: true,
          start_date: '2026-01-01T00:00:00.000Z',
          end_date: '2099-12-31T23:59:00.000Z',
        },
      });
    });

    it('rejects a payload without domain_name, or with a non-string one, with HTTP 400 invalidRequest', async () => {
      for (const body of [extra, { ...extra, domain_name: 7 }, { ...extra, domain_name: '' }]) {
        const response = await t.post(url, body);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject(INVALID_REQUEST);
      }
    });
  });

  it('accepts its own external_id, and none or an empty one', async () => {
    for (const external_id of ['casino2', '', null, undefined]) {
      expect(await call('/settings/partners', { ...CASINO2, external_id })).toMatchObject({ statusCode: 1 });
    }
  });

  it('answers a switched-off site with -403 siteDisabled', async () => {
    await t.platform.database.db.update(sites).set({ status: false }).where(eq(sites.key, 'casino9'));
    try {
      expect(await call('/home/marquee', { domain_name: 'casino9.localhost' })).toEqual({
        statusCode: -403,
        message: 'siteDisabled',
      });
    } finally {
      await t.platform.database.db.update(sites).set({ status: true }).where(eq(sites.key, 'casino9'));
    }
  });

  it('/seo gives every field of the SEO record of a page, in English and the local language', async () => {
    const body = await call('/seo', { ...CASINO2, page_name: 'home' });
    expect(body.value).toEqual({
      id: expect.any(Number),
      page_name: 'home',
      en_item_name: 'Home',
      en_body:
        '<p>Play Home online at Royal Flush Club: fast payouts, daily promotions and 24/7 support.</p>',
      local_item_name: '首页',
      local_body: '<p>在Royal Flush Club在线畅玩首页：快速出款、每日优惠、全天候客服。</p>',
      meta_title: 'Royal Flush Club | Online Casino, Slots and Sports',
      meta_desc: 'Play Home online at Royal Flush Club: fast payouts, daily promotions and 24/7 support.',
      meta_keywords: expect.stringContaining('Royal Flush Club'),
      meta_url: 'http://casino2.localhost/',
      meta_canonical: 'http://casino2.localhost/',
      meta_author: 'Royal Flush Club',
      meta_publisher: 'Royal Flush Club',
      meta_lang: 'en',
      meta_image_url: '/api/media/logo/casino2.svg',
    });
    expect((await call('/seo', { ...CASINO2, page_name: 'casino' })).value).toMatchObject({
      en_item_name: 'Live Casino',
      local_item_name: '真人娱乐场',
    });
  });

  it('/seo answers value null for a page without a record', async () => {
    expect(await call('/seo', { ...CASINO2, page_name: 'crash' })).toEqual({
      statusCode: 1,
      message: 'OK',
      value: null,
    });
    const bad = await t.post('/seo', { ...CASINO2 });
    expect(bad.statusCode).toBe(400);
  });

  it('/settings/social_account lists the accounts as accountList', async () => {
    const body = await call('/settings/social_account', CASINO2);
    expect(body.accountList).toEqual([
      {
        social_type: 'facebook',
        account_name: 'Royal Flush Club',
        url: 'https://www.facebook.com/casino2.demo',
      },
      { social_type: 'telegram', account_name: '@casino2_demo', url: 'https://t.me/casino2_demo' },
      {
        social_type: 'instagram',
        account_name: 'casino2.demo',
        url: 'https://www.instagram.com/casino2.demo',
      },
      {
        social_type: 'email',
        account_name: 'support@casino2.example.com',
        url: 'mailto:support@casino2.example.com',
      },
    ]);
  });

  it('/settings/siteinfodetail gives each CMS page a status and English and local bodies', async () => {
    const { cms } = await call('/settings/siteinfodetail', CASINO2);
    for (const page of ['about_us', 'privacy_policy', 'banking', 'faqs', 'responsible_gaming', 'terms']) {
      expect(cms[`${page}_status`]).toBe(true);
      expect(cms[`en_${page}_body`]).toMatch(/^<h2>/);
      expect(cms[`local_${page}_body`]).toMatch(/^<h2>/);
    }
    expect(cms.en_about_us_body).toContain('<h2>About Royal Flush Club</h2>');
    expect(cms.local_about_us_body).toContain('<h2>关于Royal Flush Club</h2>');
    const vietnamese = (await call('/settings/siteinfodetail', { domain_name: 'slot1.localhost' })).cms;
    expect(vietnamese.local_faqs_body).toContain('Câu hỏi thường gặp');
  });

  it('/settings/siteinfodetail hides the text of a page the operator switched off', async () => {
    const site = await t.platform.sites.resolve('casino2.localhost');
    if (!site) throw new Error('casino2 missing');
    await t.platform.sites.content.setCmsPage(site.id, 'banking', {
      status: false,
      en_body: '<p>Old</p>',
      local_body: '<p>旧</p>',
    });
    const { cms } = await call('/settings/siteinfodetail', CASINO2);
    expect(cms).toMatchObject({ banking_status: false, en_banking_body: '', local_banking_body: '' });
    expect(cms.about_us_status).toBe(true);
  });

  it('/settings/get_analytics lists HEAD and BODY scripts', async () => {
    const { value } = await call('/settings/get_analytics', CASINO2);
    expect(value.map((s: { section: string }) => s.section)).toEqual(['HEAD', 'BODY']);
    expect(value[0].script).toContain("site:'casino2'");
  });

  it('/settings/adsvisit records the visit with fbp and appsflyer_id and answers statusCode 1', async () => {
    const before = await t.platform.database.db.select().from(adVisits);
    const body = await call('/settings/adsvisit', {
      ...CASINO2,
      fbp: 'fb.1.1700000000.987',
      appsflyer_id: '1700000000-42',
    });
    expect(body).toEqual({ statusCode: 1, message: 'OK' });
    const after = await t.platform.database.db.select().from(adVisits);
    expect(after).toHaveLength(before.length + 1);
    expect(after.at(-1)).toMatchObject({ fbp: 'fb.1.1700000000.987', appsflyerId: '1700000000-42' });
  });

  it('/settings/adsvisit without fbp and appsflyer_id, or with overlong ones, is invalidRequest and records nothing', async () => {
    const before = (await t.platform.database.db.select().from(adVisits)).length;
    for (const extra of [{}, { fbp: '', appsflyer_id: '  ' }, { fbp: 'x'.repeat(256) }, { fbp: 5 }]) {
      const response = await t.post('/settings/adsvisit', { ...CASINO2, ...extra });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject(INVALID_REQUEST);
    }
    expect(await t.platform.database.db.select().from(adVisits)).toHaveLength(before);
  });

  it('/settings/adsvisit takes a bounded number of visits per client address: HTTP 429 beyond it', async () => {
    const { limit, windowSeconds } = SECURITY_POLICY.rateLimits.adsVisit.address;
    const visit = (remoteAddress: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/settings/adsvisit',
        payload: { ...CASINO2, fbp: 'fb.1.1700000000.555' },
        remoteAddress,
      });
    const before = (await t.platform.database.db.select().from(adVisits)).length;
    for (let i = 0; i < limit; i++) expect((await visit('198.51.100.20')).statusCode).toBe(200);
    const limited = await visit('198.51.100.20');
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ message: 'tooManyRequests', retry_after: windowSeconds });
    expect(await t.platform.database.db.select().from(adVisits)).toHaveLength(before + limit);
    expect((await visit('198.51.100.21')).statusCode).toBe(200);
  });

  it('/settings/partners lists link, image and name', async () => {
    const { partners } = await call('/settings/partners', CASINO2);
    expect(partners[0]).toEqual({
      href: '/casino?provider=EVO',
      img_url: '/api/media/provider/EVO.svg',
      partner_name: 'Evolution',
    });
    expect(partners.length).toBeGreaterThan(3);
  });

  it('/settings/bts gives the footer badges', async () => {
    const { value } = await call('/settings/bts', CASINO2);
    expect(value.map((b: { name: string }) => b.name)).toEqual([
      '18+',
      'Responsible Gaming',
      'Licensed & Regulated',
    ]);
  });

  it('/settings/top10winner_withdrawal gives masked winners, withdrawals and the statistics with the spec names', async () => {
    const body = await call('/settings/top10winner_withdrawal', CASINO2);
    expect(body.winners).toHaveLength(10);
    const amounts = body.winners.map((w: { amount: number }) => w.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    for (const w of body.winners) {
      expect(w.account_id).toMatch(/^.{1,2}\*\*\*.{0,2}$/);
      expect(w.game_name).not.toBe('');
    }
    expect(Object.keys(body.stats).sort()).toEqual(
      [
        'active_player',
        'deposited_player',
        'hour_withdrawal',
        'registered_player',
        'winner',
        'withrawal',
      ].sort(),
    );
    expect(body.stats.registered_player).toBe(24);
    expect(body.stats.hour_withdrawal).toBeGreaterThanOrEqual(3);
    expect(body.stats.withrawal).toBeGreaterThan(0);
  });

  it('/settings/top10winner_withdrawal counts what the money side records', async () => {
    const site = await t.platform.sites.resolve('sportsbook3.localhost');
    if (!site) throw new Error('sportsbook3 missing');
    const before = (await call('/settings/top10winner_withdrawal', { domain_name: 'sportsbook3.localhost' }))
      .stats;
    await t.platform.sites.activity.record(site.id, {
      kind: 'register',
      accountId: 'newplayer01',
      amountMinor: 0,
    });
    await t.platform.sites.activity.record(site.id, {
      kind: 'withdrawal',
      accountId: 'newplayer01',
      amountMinor: 123_45,
    });
    const after = (await call('/settings/top10winner_withdrawal', { domain_name: 'sportsbook3.localhost' }))
      .stats;
    expect(after.registered_player).toBe(before.registered_player + 1);
    expect(after.hour_withdrawal).toBe(before.hour_withdrawal + 1);
    expect(after.withrawal).toBeCloseTo(before.withrawal + 123.45, 2);
    const feed = await call('/home/fetch_transactions', { domain_name: 'sportsbook3.localhost' });
    expect(feed.withdrawals[0]).toMatchObject({ account_id: 'ne***01', amount: 123.45 });
  });

  it("gives feed amounts in major units of the site's own currency (whole dong, pesos with cents)", async () => {
    const all = await t.platform.sites.listSites();
    const vnd = all.find((s) => s.currency === 'VND');
    if (!vnd) throw new Error('no VND demo site');
    const [host] = (await t.platform.sites.get(vnd.key))?.hosts ?? [];
    await t.platform.sites.activity.record(vnd.id, {
      kind: 'withdrawal',
      accountId: 'dongplayer9',
      amountMinor: 2_500_000,
    });
    const feed = await call('/home/fetch_transactions', { domain_name: host });
    expect(feed.withdrawals[0]).toMatchObject({ account_id: 'do***r9', amount: 2_500_000 });
  });

  it('/home/fetch_transactions gives the latest deposits and withdrawals with masked account ids', async () => {
    const body = await call('/home/fetch_transactions', CASINO2);
    expect(body.deposits).toHaveLength(10);
    expect(body.withdrawals).toHaveLength(10);
    for (const entry of [...body.deposits, ...body.withdrawals]) {
      expect(entry.account_id).toMatch(/^[a-z0-9_]{1,2}\*\*\*[a-z0-9_]{0,2}$/);
      expect(entry.amount).toBeGreaterThan(0);
    }
    const times = body.deposits.map((d: { created_at: string }) => d.created_at);
    expect(times).toEqual([...times].sort().reverse());
    expect(JSON.stringify(body)).not.toMatch(/dennis88|maria_lim|budi_santoso/);
  });

  it('/home/fetch_slide gives the slides in order with English and local titles and a banner', async () => {
    const { value } = await call('/home/fetch_slide', CASINO2);
    expect(value).toHaveLength(3);
    expect(value[0]).toMatchObject({
      en_title: '100% Welcome Bonus',
      local_title: '100%首存奖金',
      en_subtitle: 'Double your first deposit at Royal Flush Club',
      link_url: '/promotions',
      image_url: `/api/media/slide/${value[0].id}.svg`,
    });
  });

  it('/home/fetch_announment gives the announcements newest first', async () => {
    const { value } = await call('/home/fetch_announment', CASINO2);
    expect(value.map((a: { en_title: string }) => a.en_title)).toEqual([
      'Scheduled maintenance',
      'Faster withdrawals',
    ]);
    expect(value[0]).toMatchObject({ local_title: '系统维护通知', published_at: '2030-05-31T12:00:00.000Z' });
  });

  it('/home/marquee gives the messages in English and the local language', async () => {
    const { value } = await call('/home/marquee', CASINO2);
    expect(value.map((m: { en_text: string; local_text: string }) => [m.en_text, m.local_text])).toEqual([
      ['Welcome to Royal Flush Club! Play responsibly.', '欢迎来到Royal Flush Club！请理性游戏。'],
      [
        'Withdrawals are processed 24/7. Contact live chat if you need help.',
        '提款服务全天候24/7处理。如需帮助，请联系在线客服。',
      ],
    ]);
  });

  it('/home/referral: setting_value of the first item shows (1) or hides (0) referral', async () => {
    expect((await call('/home/referral', CASINO2)).value).toEqual([
      { setting_name: 'referral', setting_value: 1 },
    ]);
    // The fourth demo site has referral switched off.
    expect((await call('/home/referral', { domain_name: 'casino4.localhost' })).value).toEqual([
      { setting_name: 'referral', setting_value: 0 },
    ]);
  });
});
