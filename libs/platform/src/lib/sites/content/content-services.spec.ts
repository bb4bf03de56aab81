import { eq } from 'drizzle-orm';
import { cmsPages, partners, seoRecords } from '../../db/schema';
import { PlatformError } from '../../http/envelope';
import type { Platform } from '../../platform';
import { createTestPlatform } from '../../testing/test-platform';
import { SEED_TIMEOUT_MS } from '../site-test-app';
import type { SiteRef } from '../site-types';

describe('site content services', () => {
  let platform: Platform;
  let site: SiteRef;

  beforeAll(async () => {
    platform = await createTestPlatform();
    site = await platform.sites.upsertSite({
      key: 'content-test',
      name: 'Content Test',
      hosts: ['content.example.com'],
      themeCode: 'casino1',
      themeColor: 'gold',
      currency: 'USD',
    });
  }, SEED_TIMEOUT_MS);
  afterAll(() => platform.close());

  it('stores CMS bodies only after sanitising them: no script, no handler, no javascript: URL', async () => {
    await platform.sites.content.setCmsPage(site.id, 'about_us', {
      status: true,
      en_body:
        '<h2>About</h2><script>document.cookie</script><p onmouseover="x()">Hi <a href="javascript:alert(1)">me</a></p>',
      local_body: '<p>Kumusta</p><img src="x" onerror="alert(1)">',
    });
    const [row] = await platform.database.db.select().from(cmsPages).where(eq(cmsPages.siteId, site.id));
    expect(row?.enBody).toBe('<h2>About</h2><p>Hi <a>me</a></p>');
    expect(row?.localBody).toBe('<p>Kumusta</p><img src="x" />');
    const cms = await platform.sites.content.cms(site.id);
    expect(cms.en_about_us_body).toBe('<h2>About</h2><p>Hi <a>me</a></p>');
    expect(cms.privacy_policy_status).toBe(false);
    expect(cms.en_privacy_policy_body).toBe('');
  });

  it('sanitises the HTML bodies of SEO records and announcements too', async () => {
    await platform.sites.content.setSeoRecord(site.id, {
      page_name: 'home',
      en_item_name: 'Home',
      en_body: '<p>Welcome</p><script>x()</script>',
      local_item_name: 'Home',
      local_body: '<p onclick="x()">Maligayang pagdating</p>',
      meta_title: 'Content Test',
      meta_desc: 'A test site',
      meta_keywords: 'test',
      meta_url: 'https://content.example.com/',
      meta_canonical: 'https://content.example.com/',
      meta_author: 'Content Test',
      meta_publisher: 'Content Test',
      meta_lang: 'en',
      meta_image_url: '/api/media/logo/content-test.svg',
    });
    const [row] = await platform.database.db.select().from(seoRecords).where(eq(seoRecords.siteId, site.id));
    expect(row).toMatchObject({ enBody: '<p>Welcome</p>', localBody: '<p>Maligayang pagdating</p>' });
    await platform.sites.content.setAnnouncements(site.id, [
      {
        en_title: 'News',
        local_title: 'Balita',
        en_content: '<p>New games</p><iframe src="https://evil.example"></iframe>',
        local_content: '<p>Bagong laro</p>',
        published_at: new Date('2030-01-01T00:00:00Z'),
      },
    ]);
    const [news] = await platform.sites.content.announcements(site.id);
    expect(news?.en_content).toBe('<p>New games</p>');
  });

  it('refuses a partner with a javascript: link and keeps the partners it had', async () => {
    await platform.sites.content.setPartners(site.id, [
      {
        href: 'https://partner.example.com',
        img_url: '/api/media/provider/JILI.svg',
        partner_name: 'Partner',
      },
    ]);
    await expect(
      platform.sites.content.setPartners(site.id, [
        { href: 'javascript:alert(1)', img_url: '/img.svg', partner_name: 'Bad' },
      ]),
    ).rejects.toMatchObject({ messageKey: 'invalidPartner', statusCode: -400 });
    const rows = await platform.database.db.select().from(partners).where(eq(partners.siteId, site.id));
    expect(rows.map((r) => r.partnerName)).toEqual(['Partner']);
  });

  it.each([
    [
      'an unknown social type',
      () =>
        platform.sites.content.setSocialAccounts(site.id, [
          { social_type: 'myspace', account_name: 'x', url: 'https://x.example' },
        ]),
    ],
    [
      'a tracking script in an unknown section',
      () =>
        platform.sites.content.setAnalytics(site.id, [
          { section: 'FOOTER' as 'HEAD', script: '<script></script>' },
        ]),
    ],
    [
      'a slide without a title',
      () =>
        platform.sites.content.setSlides(site.id, [
          { en_title: '', local_title: 'x', en_subtitle: '', local_subtitle: '', link_url: '/' },
        ]),
    ],
    [
      'a marquee message of 501 characters',
      () => platform.sites.content.setMarquee(site.id, [{ en_text: 'x'.repeat(501), local_text: 'x' }]),
    ],
    [
      'an SEO record for a page name with spaces',
      () => platform.sites.content.setSeoRecord(site.id, { page_name: 'my page' } as never),
    ],
  ])('refuses %s with a clear error', async (_, write) => {
    await expect(write()).rejects.toBeInstanceOf(PlatformError);
  });

  it('refuses writes for a site that does not exist', async () => {
    await expect(
      platform.sites.content.setMarquee(999_999, [{ en_text: 'x', local_text: 'x' }]),
    ).rejects.toMatchObject({
      messageKey: 'siteNotFound',
    });
    await expect(
      platform.sites.content.setCmsPage(999_999, 'faqs', {
        status: true,
        en_body: '<p>x</p>',
        local_body: '<p>x</p>',
      }),
    ).rejects.toMatchObject({ messageKey: 'siteNotFound' });
  });
});
