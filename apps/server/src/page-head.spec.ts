import type { SeoRecord, Site } from '@wl/api';
import { pageHead, type PageHeadInput } from './page-head';

const SITE: Site = {
  site_name: 'Neon Reels',
  currency: 'VND',
  theme_code: 'slot1',
  theme_color: 'neon',
  logo1: '/api/media/logo/slot1.svg',
  logo2: '/api/media/logo/slot1.svg',
  logo3: '/api/media/logo/slot1.svg',
  status: true,
  expired_date: null,
  logo_text: 'Neon Reels',
  external_id: 'slot1',
  android_sub: '',
  ios_sub: '',
  manifest_icon: '/api/media/icon/slot1.png',
  gamify_status: true,
  tac_login: false,
};

const SLOTS: SeoRecord = {
  id: 7,
  page_name: 'slots',
  en_item_name: 'Slots',
  en_body: '<p>Slots</p>',
  local_item_name: 'Slot',
  local_body: '<p>Slot</p>',
  meta_title: 'Slots | Neon Reels',
  meta_desc: 'Play Slots online at Neon Reels.',
  meta_keywords: 'Neon Reels, Slots',
  meta_url: 'http://slot1.localhost/slots',
  meta_canonical: 'http://slot1.localhost/slots',
  meta_author: 'Neon Reels Author',
  meta_publisher: 'Neon Reels Publisher',
  meta_lang: 'en',
  meta_image_url: '/api/media/logo/slot1.svg',
};

function head(input: Partial<PageHeadInput> = {}) {
  const { htmlLang, tags } = pageHead({
    site: SITE,
    languages: [
      { code: 'EN', is_default: true },
      { code: 'VI', is_default: false },
      { code: 'CN', is_default: false },
    ],
    pathname: '/slots',
    origin: 'https://slot1.example.com',
    seo: SLOTS,
    themeColor: '#ff2d95',
    ...input,
  });
  return { htmlLang, html: tags.join('\n') };
}

describe('pageHead', () => {
  it("writes the record's meta fields, open graph, twitter, theme colour, manifest and icons", () => {
    const { htmlLang, html } = head();
    expect(htmlLang).toBe('en');
    for (const tag of [
      '<title>Slots | Neon Reels</title>',
      '<meta name="description" content="Play Slots online at Neon Reels." />',
      '<meta name="keywords" content="Neon Reels, Slots" />',
      '<meta name="author" content="Neon Reels Author" />',
      '<meta name="publisher" content="Neon Reels Publisher" />',
      '<meta property="og:type" content="website" />',
      '<meta property="og:site_name" content="Neon Reels" />',
      '<meta property="og:title" content="Slots | Neon Reels" />',
      '<meta property="og:description" content="Play Slots online at Neon Reels." />',
      '<meta property="og:url" content="https://slot1.example.com/slots" />',
      '<meta property="og:image" content="https://slot1.example.com/api/media/logo/slot1.svg" />',
      '<meta name="twitter:card" content="summary" />',
      '<meta name="theme-color" content="#ff2d95" />',
      '<link rel="manifest" href="/manifest.webmanifest" />',
      '<link rel="icon" href="/api/media/icon/slot1.png" type="image/png" />',
      '<link rel="apple-touch-icon" href="/api/media/icon/slot1.png" />',
    ])
      expect(html).toContain(tag);
    expect(html).not.toContain('robots');
  });

  it("writes the shell's locale tags for a locale-prefixed path, marked for the shell to replace", () => {
    const { htmlLang, html } = head({ pathname: '/vi/slots' });
    expect(htmlLang).toBe('vi');
    const origin = 'https://slot1.example.com';
    for (const tag of [
      `<link rel="canonical" href="${origin}/vi/slots" data-wl-locale-head />`,
      `<link rel="alternate" hreflang="en" href="${origin}/slots" data-wl-locale-head />`,
      `<link rel="alternate" hreflang="zh-Hans" href="${origin}/cn/slots" data-wl-locale-head />`,
      `<link rel="alternate" hreflang="vi" href="${origin}/vi/slots" data-wl-locale-head />`,
      `<link rel="alternate" hreflang="x-default" href="${origin}/slots" data-wl-locale-head />`,
      '<meta property="og:locale" content="vi" data-wl-locale-head />',
      '<meta property="og:locale:alternate" content="en" data-wl-locale-head />',
      '<meta property="og:locale:alternate" content="zh_Hans" data-wl-locale-head />',
      `<meta property="og:url" content="${origin}/vi/slots" />`,
    ])
      expect(html).toContain(tag);
    expect(html.match(/rel="canonical"/g)).toHaveLength(1);
  });

  it("falls back to the site's name and logo without a record", () => {
    const { html } = head({ seo: null, site: { ...SITE, manifest_icon: '' } });
    expect(html).toContain('<title>Neon Reels</title>');
    expect(html).toContain('<meta property="og:title" content="Neon Reels" />');
    expect(html).toContain(
      '<meta property="og:image" content="https://slot1.example.com/api/media/logo/slot1.svg" />',
    );
    expect(html).toContain('<link rel="icon" href="/api/media/logo/slot1.svg" type="image/svg+xml" />');
    expect(html).not.toContain('name="description"');
    expect(html).not.toContain('og:description');
  });

  it('keeps an absolute image URL and drops a javascript: one', () => {
    expect(head({ seo: { ...SLOTS, meta_image_url: 'https://cdn.test/og.png' } }).html).toContain(
      '<meta property="og:image" content="https://cdn.test/og.png" />',
    );
    const { html } = head({ seo: { ...SLOTS, meta_image_url: 'javascript:alert(1)' } });
    expect(html).not.toContain('javascript:');
  });

  it.each(['/no-such-page', '/vi/profile'])('asks crawlers not to index %s', (pathname) => {
    expect(head({ pathname }).html).toContain('<meta name="robots" content="noindex" />');
  });

  it('escapes hostile SEO values so none leaves its element or attribute', () => {
    const hostile = '"/><script>alert(1)</script><meta x="';
    const { html } = head({
      seo: {
        ...SLOTS,
        meta_title: '</title><script>alert(1)</script>',
        meta_desc: hostile,
        meta_keywords: hostile,
        meta_author: hostile,
        meta_publisher: hostile,
        meta_image_url: `/x.png${hostile}`,
      },
      pathname: '/slots"><script>alert(2)</script>',
    });
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toContain('<meta x=');
    expect(html).toContain('<title>&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt;</title>');
    expect(html).toContain(
      '<meta name="description" content="&quot;/&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;meta x=&quot;" />',
    );
    // Every tag is one element: a title, or a meta or link whose attributes all close where they should.
    for (const line of html.split('\n')) {
      expect(line).toMatch(/^(<title>[^<>]*<\/title>|<(meta|link)( [a-z:-]+(="[^"<>]*")?)+ \/>)$/);
    }
  });
});
