import type { Site, StartupResponse } from '@wl/api';
import { paletteFor } from '@wl/site-model';
import { renderSiteNotFound, renderSitePage } from './html';
import { pageHead, unavailableHead, type PageHead } from './page-head';
import { createRemoteManifest } from './remote-manifest';

const SHELL = `<!doctype html>
<html>
  <head>
    <!--wl-head-->
  </head>
  <body>
    <div id="root"></div>
    <!--wl-boot-->
    <script src="/main.js"></script>
  </body>
</html>`;

const manifest = createRemoteManifest('/remotes');
const DEMO_NAMES = ['Golden Palace', 'Neon Reels', 'Arena Odds'];

const GOLDEN_PALACE: Site = {
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
};

/** The startup answer of the casino1 demo site, with any site fields replaced. */
function startupFor(host: string, site: Partial<Site> = {}): StartupResponse {
  return {
    statusCode: 1,
    message: 'OK',
    maintenance: { is_maintenance: false, start_date: null, end_date: null },
    content: { menu: [], game_menu: [] },
    site: { ...GOLDEN_PALACE, ...site },
    language: [{ code: 'EN', is_default: true }],
    provider_count: [],
    aff_domain: `aff.${host}`,
    live_chat: null,
  };
}

/** The head of a page of `startup`'s site at / without an SEO record. */
function headOf(startup: StartupResponse, themeColor?: string): PageHead {
  if (!startup.site) return unavailableHead('Maintenance');
  return pageHead({
    site: startup.site,
    languages: startup.language,
    pathname: '/',
    origin: 'http://casino1.localhost',
    seo: null,
    themeColor,
  });
}

/** The text between the boot element's tags, as the browser's HTML parser would cut it. */
function bootElementText(html: string): string {
  const open = '<script type="application/json" id="wl-boot">';
  const start = html.indexOf(open);
  expect(start).toBeGreaterThanOrEqual(0);
  const end = html.indexOf('</script', start + open.length);
  return html.slice(start + open.length, end);
}

describe('renderSitePage', () => {
  it("writes the page's language and head tags and fills both markers", () => {
    const startup = startupFor('casino1.localhost');
    const html = renderSitePage(SHELL, startup, manifest, headOf(startup, '#d4a017'));
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>Golden Palace</title>');
    expect(html).toContain('<link rel="icon" href="/api/media/logo/casino1.svg" type="image/svg+xml" />');
    expect(html).toContain('<meta name="theme-color" content="#d4a017" />');
    expect(html).not.toContain('<!--wl-head-->');
    expect(html).not.toContain('<!--wl-boot-->');
  });

  it("puts the site's palette after the stylesheets, so their :root defaults do not paint over it", () => {
    const startup = startupFor('casino1.localhost');
    const html = renderSitePage(SHELL, startup, manifest, headOf(startup), {
      nonce: 'n0nce',
      theme: { palette: paletteFor('casino', 'gold'), bodyClasses: [], templateId: 'template1' },
      assets: { styles: ['/bootstrap.css', '/family.css'], scripts: [] },
    });
    const palette = html.indexOf('<style nonce="n0nce">:root{');
    expect(palette).toBeGreaterThan(html.indexOf('<link rel="stylesheet" href="/family.css" />'));
    expect(html.indexOf('<link rel="stylesheet" href="/bootstrap.css" />')).toBeGreaterThan(0);
  });

  it('starts no script from the markup: one nonced loader requests the entry and the first view after painting', () => {
    const startup = startupFor('casino1.localhost');
    const html = renderSitePage(SHELL, startup, manifest, headOf(startup), {
      nonce: 'n0nce',
      assets: { styles: ['/family.css'], scripts: ['/vendor.js', '/remotes/family/remoteEntry.js'] },
    });
    expect(html).not.toContain('<script src="/main.js">');
    expect(html).not.toContain('rel="preload" as="script"');
    const loaders = html.match(/<script nonce="n0nce">\(function[\s\S]*?<\/script>/g) ?? [];
    expect(loaders).toHaveLength(1);
    const loader = loaders[0] ?? '';
    expect(loader).toContain('(["/vendor.js","/remotes/family/remoteEntry.js"],["/main.js"],');
    // Valid script, in the head before the stylesheets (an inline script after one waits for it), so it
    // notes what the visitor does from the page's first bytes on.
    expect(() => new Function(loader.replace(/^<script[^>]*>|<\/script>$/g, ''))).not.toThrow();
    expect(html.indexOf(loader)).toBeLessThan(html.indexOf('rel="stylesheet"'));
    expect(html.indexOf(loader)).toBeLessThan(html.indexOf('</head>'));
  });

  it('waits for the first paint only on a page the server rendered (else there is nothing to paint)', () => {
    const startup = startupFor('casino1.localhost');
    const browserRendered = renderSitePage(SHELL, startup, manifest, headOf(startup));
    const serverRendered = renderSitePage(SHELL, startup, manifest, headOf(startup), {
      rootHtml: '<main></main>',
    });
    expect(browserRendered).toMatch(/\["\/main\.js"\],\d+,0\)<\/script>/);
    expect(serverRendered).toMatch(/\["\/main\.js"\],\d+,1\)<\/script>/);
  });

  it("replaces the shell's own <html lang>", () => {
    const html = renderSitePage(SHELL.replace('<html>', '<html lang="en">'), startupFor('x'), manifest, {
      htmlLang: 'zh-Hans',
      tags: [],
    });
    expect(html).toContain('<html lang="zh-Hans">');
    expect(html).not.toContain('lang="en"');
  });

  it('embeds the startup answer and the remote manifest as boot JSON', () => {
    const startup = startupFor('slot3.localhost');
    const html = renderSitePage(SHELL, startup, manifest, headOf(startup));
    expect(JSON.parse(bootElementText(html))).toEqual({ startup, manifest });
    expect(html).not.toContain('name="theme-color"');
  });

  it("carries the render's message files only on a page the server rendered, escaped", () => {
    const startup = startupFor('slot3.localhost');
    const messages = { language: 'EN', bundles: { ui: { retry: 'Retry </script><b>' } } };
    const rendered = renderSitePage(SHELL, startup, manifest, headOf(startup), {
      rootHtml: '<main></main>',
      messages,
    });
    expect(JSON.parse(bootElementText(rendered))).toMatchObject({ messages, rendered: true });
    expect(rendered).not.toContain('Retry </script>');
    const forTheBrowser = renderSitePage(SHELL, startup, manifest, headOf(startup), { messages });
    expect(JSON.parse(bootElementText(forTheBrowser))).not.toHaveProperty('messages');
  });

  it('escapes a site name with <script> in the title', () => {
    const name = 'Evil <script>alert(1)</script> & "Co"';
    const startup = startupFor('casino1.localhost', { site_name: name });
    const html = renderSitePage(SHELL, startup, manifest, headOf(startup));
    expect(html).toContain('<title>Evil &lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Co&quot;</title>');
    expect(html).not.toContain('<script>alert(1)');
  });

  it('keeps "$" patterns in values as text', () => {
    const name = 'Cash $& $` $$ Club';
    const startup = startupFor('casino1.localhost', { site_name: name, logo_text: name });
    const html = renderSitePage(SHELL, startup, manifest, headOf(startup));
    expect(html).toContain('<title>Cash $&amp; $` $$ Club</title>');
    expect(JSON.parse(bootElementText(html))).toEqual({ startup, manifest });
  });

  it('escapes "<" in the boot JSON so a site name containing </script> cannot close the element', () => {
    const name = 'Bad</script><script>alert(1)</script><!--';
    const startup = startupFor('casino1.localhost', { site_name: name, logo_text: name });
    const html = renderSitePage(SHELL, startup, manifest, headOf(startup));
    const text = bootElementText(html);

    expect(text).not.toContain('<');
    expect(text).toContain('\\u003c/script>');
    // The element still holds the whole answer, so the name survives the round trip intact.
    expect(JSON.parse(text)).toEqual({ startup, manifest });
    // Only the shell's own script and the boot element close a script.
    expect(html.match(/<\/script>/g)).toHaveLength(2);
  });

  it('escapes attribute values of the icon and theme colour', () => {
    const startup = startupFor('casino1.localhost', { manifest_icon: '/x.svg" onload="alert(1)' });
    const html = renderSitePage(SHELL, startup, manifest, headOf(startup, '"><script>alert(2)</script>'));
    expect(html).toContain('href="/x.svg&quot; onload=&quot;alert(1)"');
    expect(html).toContain('content="&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;"');
    expect(html).not.toContain('<script>alert(2)');
    expect(html).not.toContain('" onload="');
  });

  it('titles a page without a site (maintenance) "Maintenance", noindex, with no icon', () => {
    const maintenance: StartupResponse = {
      ...startupFor('maintenance.localhost'),
      maintenance: {
        is_maintenance: true,
        start_date: '2030-01-01T00:00:00Z',
        end_date: '2030-01-02T00:00:00Z',
      },
      site: null,
    };
    const html = renderSitePage(SHELL, maintenance, manifest, headOf(maintenance));
    expect(html).toContain('<title>Maintenance</title>');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('rel="icon"');
    expect(html).not.toContain('og:');
    expect(html).not.toContain('Harbour Lights Casino');
  });
});

describe('renderSiteNotFound', () => {
  it('says the site is not found and names the host, escaped', () => {
    const html = renderSiteNotFound('<img src=x onerror="alert(1)">.example.com');
    expect(html).toContain('<title>Site not found</title>');
    expect(html).toContain('<strong>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;.example.com</strong>');
    expect(html).not.toContain('<img');
  });

  it('names no demo site', () => {
    const html = renderSiteNotFound('nope.localhost');
    expect(html).toContain('nope.localhost');
    for (const name of DEMO_NAMES) expect(html).not.toContain(name);
  });
});
