import { createSiteTestApp, SEED_TIMEOUT_MS, type SiteTestApp } from './site-test-app';

/**
 * One host never sees another site's content: each site call answers from the host's own site only,
 * whatever else the payload carries.
 */
describe('tenant isolation', () => {
  let t: SiteTestApp;
  const body = async (url: string, domain_name: string, extra: Record<string, unknown> = {}) =>
    (await t.post(url, { domain_name, ...extra })).json();

  beforeAll(async () => {
    t = await createSiteTestApp();
    const a = await t.platform.sites.resolve('casino1.localhost');
    if (!a) throw new Error('casino1 missing');
    const { content } = t.platform.sites;
    await content.setMarquee(a.id, [{ en_text: 'SECRET-A marquee', local_text: 'SECRET-A lokal' }]);
    await content.setPartners(a.id, [
      { href: 'https://a.example.com', img_url: '/a.svg', partner_name: 'SECRET-A partner' },
    ]);
    await content.setCmsPage(a.id, 'faqs', {
      status: true,
      en_body: '<p>SECRET-A faq</p>',
      local_body: '<p>SECRET-A</p>',
    });
    await content.setSlides(a.id, [
      {
        en_title: 'SECRET-A slide',
        local_title: 'SECRET-A',
        en_subtitle: '',
        local_subtitle: '',
        link_url: '/promotions',
      },
    ]);
    await content.setAnnouncements(a.id, [
      {
        en_title: 'SECRET-A news',
        local_title: 'SECRET-A',
        en_content: '<p>x</p>',
        local_content: '<p>x</p>',
        published_at: new Date(),
      },
    ]);
    await content.setSocialAccounts(a.id, [
      { social_type: 'telegram', account_name: 'SECRET-A', url: 'https://t.me/a' },
    ]);
    await content.setAnalytics(a.id, [{ section: 'HEAD', script: '<script>/* SECRET-A */</script>' }]);
    await content.setSeoRecord(a.id, {
      page_name: 'home',
      en_item_name: 'SECRET-A home',
      en_body: '',
      local_item_name: '',
      local_body: '',
      meta_title: 'SECRET-A',
      meta_desc: '',
      meta_keywords: '',
      meta_url: '',
      meta_canonical: '',
      meta_author: '',
      meta_publisher: '',
      meta_lang: 'en',
      meta_image_url: '',
    });
    await t.platform.sites.activity.recordAll(a.id, [
      { kind: 'deposit', accountId: 'secretplayer', amountMinor: 999_999_00 },
      { kind: 'withdrawal', accountId: 'secretplayer', amountMinor: 999_999_00 },
      {
        kind: 'win',
        accountId: 'secretplayer',
        amountMinor: 999_999_00,
        gameName: 'Golden Empire',
        providerCode: 'JILI',
      },
    ]);
  }, SEED_TIMEOUT_MS);
  afterAll(() => t.close());

  it.each([
    '/home/marquee',
    '/settings/partners',
    '/settings/siteinfodetail',
    '/home/fetch_slide',
    '/home/fetch_transactions',
    '/settings/top10winner_withdrawal',
    '/home/fetch_announment',
    '/settings/social_account',
    '/settings/get_analytics',
    '/seo',
  ])("%s on another site's host never answers site A's content", async (url) => {
    const extra = url === '/seo' ? { page_name: 'home' } : {};
    const own = JSON.stringify(await body(url, 'casino1.localhost', extra));
    expect(own).toMatch(/SECRET-A|se\*\*\*er/);
    for (const other of ['casino2.localhost', 'slot1.localhost', 'localhost']) {
      const answer = JSON.stringify(await body(url, other, extra));
      expect(answer).not.toContain('SECRET-A');
      expect(answer).not.toContain('Golden Palace');
      expect(answer).not.toContain('casino1');
      expect(answer).not.toContain('999999');
    }
  });

  it("site A's external_id under site B's host finds nothing", async () => {
    expect(await body('/home/marquee', 'casino2.localhost', { external_id: 'casino1' })).toEqual({
      statusCode: -404,
      message: 'siteNotFound',
    });
  });

  it("a lobby lists only the host's own games: a slot site's arcade games never show on a casino site", async () => {
    const casino = await body('/product/get_games', 'casino1.localhost', { category: 'arcade' });
    expect(casino).toMatchObject({ statusCode: 1, total: 0, value: [] });
    const slot = await body('/product/get_games', 'slot1.localhost', { category: 'arcade' });
    expect(slot.total).toBeGreaterThan(0);
    const hot = await body('/product/get_hot_games', 'casino1.localhost', { game_type: '' });
    expect(
      hot.value.some((g: { game_type: string }) =>
        ['arcade', 'crash', 'bingo', 'sportsbook'].includes(g.game_type),
      ),
    ).toBe(false);
  });

  it('a game the site does not offer cannot be found for it', async () => {
    const casino = await t.platform.sites.resolve('casino1.localhost');
    const slot = await t.platform.sites.resolve('slot1.localhost');
    const arcade = (await body('/product/get_games', 'slot1.localhost', { category: 'arcade' })).value[0];
    expect(
      await t.platform.sites.findGame(slot?.id ?? 0, arcade.provider_code, arcade.game_code),
    ).toMatchObject({
      gameName: arcade.game_name,
      imageUrl: arcade.game_image,
    });
    expect(
      await t.platform.sites.findGame(casino?.id ?? 0, arcade.provider_code, arcade.game_code),
    ).toBeUndefined();
  });

  it("a slide banner is drawn only under its own site's host", async () => {
    const slide = (await body('/home/fetch_slide', 'casino1.localhost')).value[0];
    const url = slide.image_url.replace(/^\/api/, '');
    expect((await t.get(url, 'casino1.localhost')).body).toContain('SECRET-A slide');
    const other = await t.get(url, 'casino2.localhost');
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('SECRET-A');
  });
});
