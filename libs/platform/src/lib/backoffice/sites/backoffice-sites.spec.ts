import { performance } from 'node:perf_hooks';
import { startBackofficeKit, type AuditEntryRow, type BackofficeKit } from '../testing/backoffice-test-kit';

jest.setTimeout(120_000);

interface Envelope {
  statusCode: number;
  message: string;
}

const NEW_SITE = {
  key: 'lucky',
  name: 'Lucky Bay',
  hosts: ['lucky.test', 'www.lucky.test'],
  template: 'slot3',
  color: 'ocean',
  currency: 'PHP',
  languages: ['EN', 'PHP'],
  default_language: 'EN',
};

describe('the back office makes and edits sites', () => {
  let kit: BackofficeKit;
  let owner: string;
  let luckyId: number;

  const siteCall = (path: string, body: object, host: string) =>
    kit.call(`/${path}`, { domain_name: host, ...body }, { host });
  const since = async (count: number): Promise<AuditEntryRow[]> => (await kit.auditEntries()).slice(count);

  beforeAll(async () => {
    kit = await startBackofficeKit();
    owner = await kit.signIn(await kit.addStaff('owner@sites.example.com', 'owner'));
  });

  afterAll(() => kit.close());

  it('creates a site from a template that serves its startup, lobbies, CMS pages and SEO on its host', async () => {
    const before = (await kit.auditEntries()).length;
    const started = performance.now();
    const created = await kit.staffCall('sites/create', NEW_SITE, { session: owner });
    const lobby = await siteCall('product/get_games', { category: 'slots' }, 'lucky.test');
    const elapsed = performance.now() - started;
    console.log(`create → lobby answering: ${elapsed.toFixed(0)} ms`);

    const body = created.json<Envelope & { site: { site_id: number; key: string; hosts: string[] } }>();
    expect(body).toMatchObject({
      statusCode: 1,
      site: { key: 'lucky', name: 'Lucky Bay', hosts: ['lucky.test', 'www.lucky.test'], template: 'slot3' },
    });
    luckyId = body.site.site_id;
    const games = lobby.json<Envelope & { total: number; value: { provider_code: string }[] }>();
    expect(games.statusCode).toBe(1);
    expect(games.total).toBeGreaterThan(10);

    const startup = (await siteCall('startup', {}, 'www.lucky.test')).json<{
      statusCode: number;
      site: { site_name: string; theme_code: string; theme_color: string };
      language: { code: string }[];
      content: { menu: { name: string }[]; game_menu: { category: string }[] };
    }>();
    expect(startup).toMatchObject({
      statusCode: 1,
      site: { site_name: 'Lucky Bay', theme_code: 'slot3', theme_color: 'ocean' },
    });
    expect(startup.language.map((l) => l.code)).toEqual(['EN', 'PHP']);
    expect(startup.content.menu.map((m) => m.name)).toContain('Slots');
    expect(startup.content.game_menu.map((m) => m.category)).toContain('slots');

    const cms = (await siteCall('settings/siteinfodetail', {}, 'lucky.test')).json<{
      cms: Record<string, string | boolean>;
    }>();
    expect(cms.cms['about_us_status']).toBe(true);
    expect(cms.cms['en_about_us_body']).toContain('Lucky Bay');
    // The local text is the Filipino one, not the English again.
    expect(cms.cms['local_about_us_body']).toContain('Lucky Bay');
    expect(cms.cms['local_about_us_body']).not.toEqual(cms.cms['en_about_us_body']);
    const seo = (await siteCall('seo', { page_name: 'home' }, 'lucky.test')).json<{
      value: { meta_title: string; local_item_name: string; en_item_name: string };
    }>();
    expect(seo.value.meta_title).toContain('Lucky Bay');
    expect(seo.value.local_item_name).not.toEqual('');

    expect(await since(before)).toEqual([
      expect.objectContaining({
        action: 'sites/create',
        outcome: 'ok',
        targetKind: 'site',
        targetId: 'lucky',
        siteId: luckyId,
        after: expect.objectContaining({ key: 'lucky', name: 'Lucky Bay', hosts: NEW_SITE.hosts }),
      }),
    ]);
  });

  it('refuses a key or a host in use, and changes nothing', async () => {
    const sitesBefore = await kit.platform.sites.listSites();
    const sameKey = await kit.staffCall(
      'sites/create',
      { ...NEW_SITE, name: 'Other', hosts: ['other.test'] },
      { session: owner },
    );
    expect(sameKey.json()).toMatchObject({ statusCode: 0, message: 'siteKeyInUse' });
    const sameHost = await kit.staffCall(
      'sites/create',
      { ...NEW_SITE, key: 'other', hosts: ['other.test', 'beta.test'] },
      { session: owner },
    );
    expect(sameHost.json()).toMatchObject({ statusCode: 0, message: 'hostInUse' });
    expect(await kit.platform.sites.listSites()).toEqual(sitesBefore);
    expect(await kit.platform.sites.resolve('other.test')).toBeUndefined();
    expect((await kit.platform.sites.get('lucky'))?.name).toBe('Lucky Bay');
    const bad = await kit.staffCall(
      'sites/create',
      { ...NEW_SITE, key: 'third', hosts: ['third.test'], template: 'casino1', color: 'ocean' },
      { session: owner },
    );
    expect(bad.json()).toMatchObject({ statusCode: 0, message: 'invalidThemeColor' });
    expect(await kit.platform.sites.listSites()).toEqual(sitesBefore);
  });

  it('lets only an owner create a site', async () => {
    const manager = await kit.signIn(
      await kit.addStaff('maker@sites.example.com', 'siteManager', [kit.siteA.id]),
    );
    const answer = await kit.staffCall(
      'sites/create',
      { ...NEW_SITE, key: 'nope', hosts: ['nope.test'] },
      { session: manager },
    );
    expect(answer.json()).toEqual({ statusCode: 0, message: 'staffForbidden' });
    expect(await kit.platform.sites.resolve('nope.test')).toBeUndefined();
  });

  it('enables and disables a provider, and the lobby shows or hides its games at once', async () => {
    const lobby = async (provider: string) =>
      (await siteCall('product/get_games', { provider_code: provider }, 'lucky.test')).json<{
        total: number;
      }>().total;
    const providers = (
      await kit.staffCall('sites/providers', { site_id: luckyId }, { session: owner })
    ).json<{
      value: { provider_code: string; enabled: boolean; games: number; catalogue_games: number }[];
    }>().value;
    expect(providers.find((p) => p.provider_code === 'JILI')).toMatchObject({ enabled: true });
    // Four of the six slot studios start enabled: one of the others is off, its games not listed.
    const off = providers.find((p) => !p.enabled && p.catalogue_games > 0)?.provider_code ?? '';
    expect(providers.find((p) => p.provider_code === off)).toMatchObject({ enabled: false, games: 0 });
    expect(await lobby(off)).toBe(0);

    const before = (await kit.auditEntries()).length;
    const enabled = await kit.staffCall(
      'sites/set_provider',
      { site_id: luckyId, provider_code: off, enabled: true },
      { session: owner },
    );
    expect(enabled.json()).toMatchObject({ statusCode: 1, provider: { provider_code: off, enabled: true } });
    expect(await lobby(off)).toBeGreaterThan(0);
    await kit.staffCall(
      'sites/set_provider',
      { site_id: luckyId, provider_code: 'JILI', enabled: false },
      { session: owner },
    );
    expect(await lobby('JILI')).toBe(0);
    expect(await since(before)).toEqual([
      expect.objectContaining({
        action: 'sites/set_provider',
        targetKind: 'provider',
        targetId: off,
        siteId: luckyId,
        before: expect.objectContaining({ enabled: false }),
        after: expect.objectContaining({ enabled: true }),
      }),
      expect.objectContaining({
        action: 'sites/set_provider',
        targetId: 'JILI',
        after: expect.objectContaining({ enabled: false, categories: [] }),
      }),
    ]);
    const unknown = await kit.staffCall(
      'sites/set_provider',
      { site_id: luckyId, provider_code: 'NOPE', enabled: true },
      { session: owner },
    );
    expect(unknown.json()).toMatchObject({ statusCode: 0, message: 'invalidProvider' });
  });

  it('sanitises a CMS body: script and event handlers never reach the site', async () => {
    const before = (await kit.auditEntries()).length;
    const answer = await kit.staffCall(
      'sites/set_cms_page',
      {
        site_id: luckyId,
        page: 'about_us',
        en_body:
          '<h2>About Lucky</h2><script>alert(1)</script><img src="/x.png" onerror="alert(2)"><p>Fair play.</p>',
      },
      { session: owner },
    );
    const page = answer.json<Envelope & { page: { en_body: string; local_body: string; status: boolean } }>();
    expect(page.statusCode).toBe(1);
    expect(page.page.en_body).toBe('<h2>About Lucky</h2><img src="/x.png" /><p>Fair play.</p>');
    expect(page.page.local_body).toContain('Lucky Bay');
    expect(page.page.status).toBe(true);
    const shown = (await siteCall('settings/siteinfodetail', {}, 'lucky.test')).json<{
      cms: Record<string, string>;
    }>();
    expect(shown.cms['en_about_us_body']).toBe(page.page.en_body);
    expect(shown.cms['en_about_us_body']).not.toMatch(/script|onerror/);
    expect(await since(before)).toEqual([
      expect.objectContaining({
        action: 'sites/set_cms_page',
        targetKind: 'cms_page',
        targetId: 'about_us',
        siteId: luckyId,
        after: expect.objectContaining({ en_body: page.page.en_body }),
      }),
    ]);
    const list = (await kit.staffCall('sites/cms_pages', { site_id: luckyId }, { session: owner })).json<{
      value: { page: string; status: boolean; has_en: boolean; has_local: boolean }[];
    }>();
    expect(list.value.find((p) => p.page === 'about_us')).toMatchObject({ status: true, has_en: true });
    const detail = (
      await kit.staffCall('sites/cms_page', { site_id: luckyId, page: 'about_us' }, { session: owner })
    ).json<{ page: { local_language: string } }>();
    expect(detail.page.local_language).toBe('PHP');
  });

  it('writes an SEO title the site carries at once', async () => {
    const before = (await kit.auditEntries()).length;
    const answer = await kit.staffCall(
      'sites/set_seo',
      {
        site_id: luckyId,
        page_name: 'home',
        meta_title: 'Lucky Bay <b>Home</b>',
        meta_desc: 'Spin by the sea',
      },
      { session: owner },
    );
    expect(answer.json()).toMatchObject({
      statusCode: 1,
      record: { page_name: 'home', meta_title: 'Lucky Bay <b>Home</b>', meta_desc: 'Spin by the sea' },
    });
    const seo = (await siteCall('seo', { page_name: 'home' }, 'lucky.test')).json<{
      value: { meta_title: string; meta_desc: string; en_item_name: string };
    }>();
    expect(seo.value).toMatchObject({ meta_title: 'Lucky Bay <b>Home</b>', meta_desc: 'Spin by the sea' });
    expect(seo.value.en_item_name).not.toBe('');
    expect(await since(before)).toEqual([
      expect.objectContaining({
        action: 'sites/set_seo',
        targetKind: 'seo',
        targetId: 'home',
        siteId: luckyId,
        after: expect.objectContaining({ meta_title: 'Lucky Bay <b>Home</b>' }),
      }),
    ]);
    const list = (await kit.staffCall('sites/seo', { site_id: luckyId }, { session: owner })).json<{
      value: { page_name: string }[];
    }>();
    expect(list.value.map((r) => r.page_name)).toContain('slots');
  });

  it('keeps a site manager to their sites and a viewer to reading', async () => {
    const manager = await kit.signIn(
      await kit.addStaff('alpha-manager@sites.example.com', 'siteManager', [kit.siteA.id]),
    );
    const viewer = await kit.signIn(
      await kit.addStaff('alpha-viewer@sites.example.com', 'viewer', [kit.siteA.id]),
    );
    const cmsBefore = await kit.platform.sites.content.cms(kit.siteB.id);
    const productsBefore = await kit.platform.sites.games.providerCount(kit.siteB.id);
    const before = (await kit.auditEntries()).length;
    const attempts: [string, object][] = [
      ['sites/set_cms_page', { site_id: kit.siteB.id, page: 'terms', en_body: '<p>Mine now</p>' }],
      ['sites/set_provider', { site_id: kit.siteB.id, provider_code: 'PGSOFT', enabled: false }],
      ['sites/set_seo', { site_id: kit.siteB.id, page_name: 'home', meta_title: 'Mine' }],
      ['sites/providers', { site_id: kit.siteB.id }],
    ];
    for (const [path, body] of attempts) {
      expect((await kit.staffCall(path, body, { session: manager })).json()).toEqual({
        statusCode: 0,
        message: 'staffSiteForbidden',
      });
    }
    for (const [path, body] of attempts.slice(0, 3)) {
      const onAlpha = { ...body, site_id: kit.siteA.id };
      expect((await kit.staffCall(path, onAlpha, { session: viewer })).json()).toEqual({
        statusCode: 0,
        message: 'staffForbidden',
      });
    }
    expect(await kit.platform.sites.content.cms(kit.siteB.id)).toEqual(cmsBefore);
    expect(await kit.platform.sites.games.providerCount(kit.siteB.id)).toEqual(productsBefore);
    expect(await kit.platform.sites.content.seo(kit.siteB.id, 'home')).toBeNull();
    expect(await kit.platform.sites.content.seo(kit.siteA.id, 'home')).toBeNull();
    const refusals = await since(before);
    expect(refusals).toHaveLength(7);
    expect(refusals.every((entry) => entry.outcome === 'refused')).toBe(true);

    // The viewer reads; the manager writes on their own site.
    expect(
      (await kit.staffCall('sites/providers', { site_id: kit.siteA.id }, { session: viewer })).json(),
    ).toMatchObject({ statusCode: 1 });
    expect(
      (
        await kit.staffCall(
          'sites/set_cms_page',
          { site_id: kit.siteA.id, page: 'terms', en_body: '<p>Alpha terms</p>' },
          { session: manager },
        )
      ).json(),
    ).toMatchObject({ statusCode: 1, page: { en_body: '<p>Alpha terms</p>', status: true } });
  });

  it('lists the templates with their five colours and the languages, and previews sanitised HTML', async () => {
    const viewer = await kit.signIn(await kit.addStaff('reader@sites.example.com', 'viewer', [kit.siteA.id]));
    const choices = (await kit.staffCall('sites/templates', {}, { session: viewer })).json<{
      templates: { template: string; colors: { code: string; primary: string }[] }[];
      languages: { code: string }[];
    }>();
    expect(choices.templates.map((t) => t.template)).toEqual(
      expect.arrayContaining(['casino1', 'slot3', 'sportsbook2']),
    );
    expect(choices.templates.every((t) => t.colors.length === 5)).toBe(true);
    expect(choices.templates.find((t) => t.template === 'slot3')?.colors[2]).toEqual(
      expect.objectContaining({ code: 'ocean', primary: '#0096c7' }),
    );
    expect(choices.languages.map((l) => l.code)).toEqual(expect.arrayContaining(['EN', 'PHP', 'CN']));
    const preview = await kit.staffCall(
      'sites/cms_preview',
      { html: '<p onclick="x()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>' },
      { session: owner },
    );
    expect(preview.json()).toMatchObject({ statusCode: 1, html: '<p>Hi</p><a>x</a>' });
    expect(
      (await kit.staffCall('sites/cms_preview', { html: '<p>x</p>' }, { session: viewer })).json(),
    ).toEqual({
      statusCode: 0,
      message: 'staffForbidden',
    });
  });

  it('changes the name, colour and maintenance window the startup answer carries', async () => {
    const manager = await kit.signIn(
      await kit.addStaff('lucky-manager@sites.example.com', 'siteManager', [luckyId]),
    );
    const before = (await kit.auditEntries()).length;
    const renamed = await kit.staffCall(
      'sites/set_settings',
      { site_id: luckyId, name: 'Lucky Harbour', color: 'candy' },
      { session: manager },
    );
    expect(renamed.json()).toMatchObject({
      statusCode: 1,
      settings: { name: 'Lucky Harbour', color: 'candy', template: 'slot3', maintenance_start: null },
    });
    const startup = async () =>
      (await siteCall('startup', {}, 'lucky.test')).json<{
        site: { site_name: string; theme_color: string } | null;
        maintenance: { is_maintenance: boolean };
      }>();
    expect((await startup()).site).toMatchObject({ site_name: 'Lucky Harbour', theme_color: 'candy' });

    const now = kit.clock.now().getTime();
    const window = {
      start: new Date(now - 60_000).toISOString(),
      end: new Date(now + 3_600_000).toISOString(),
    };
    await kit.staffCall(
      'sites/set_settings',
      { site_id: luckyId, maintenance: window },
      { session: manager },
    );
    expect((await startup()).maintenance.is_maintenance).toBe(true);
    await kit.staffCall('sites/set_settings', { site_id: luckyId, maintenance: null }, { session: manager });
    expect((await startup()).maintenance.is_maintenance).toBe(false);

    const refusals = [
      [{ site_id: luckyId, color: 'gold' }, 'invalidThemeColor'],
      [
        { site_id: luckyId, maintenance: { start: window.end, end: window.start } },
        'invalidMaintenanceWindow',
      ],
      [{ site_id: kit.siteB.id, name: 'Mine' }, 'staffSiteForbidden'],
    ] as const;
    for (const [body, key] of refusals) {
      expect((await kit.staffCall('sites/set_settings', body, { session: manager })).json()).toMatchObject({
        statusCode: 0,
        message: key,
      });
    }
    expect((await kit.platform.sites.get('beta'))?.name).toBe('Beta Slots');
    expect((await startup()).site).toMatchObject({ site_name: 'Lucky Harbour', theme_color: 'candy' });
    const entries = await since(before);
    expect(entries.filter((e) => e.outcome === 'ok')).toEqual([
      expect.objectContaining({
        action: 'sites/set_settings',
        targetId: 'lucky',
        siteId: luckyId,
        before: expect.objectContaining({ name: 'Lucky Bay', color: 'ocean' }),
        after: expect.objectContaining({ name: 'Lucky Harbour', color: 'candy' }),
      }),
      expect.objectContaining({ after: expect.objectContaining({ maintenance_end: window.end }) }),
      expect.objectContaining({ after: expect.objectContaining({ maintenance_start: null }) }),
    ]);
    expect(entries.filter((e) => e.outcome === 'refused')).toHaveLength(3);
    const viewer = await kit.signIn(
      await kit.addStaff('lucky-viewer@sites.example.com', 'viewer', [luckyId]),
    );
    expect(
      (await kit.staffCall('sites/settings', { site_id: luckyId }, { session: viewer })).json(),
    ).toMatchObject({ statusCode: 1, settings: { name: 'Lucky Harbour', colors: expect.any(Array) } });
    expect(
      (
        await kit.staffCall('sites/set_settings', { site_id: luckyId, name: 'X' }, { session: viewer })
      ).json(),
    ).toEqual({ statusCode: 0, message: 'staffForbidden' });
  });

  it('changes the live chat, languages, logos, badges and switches the startup answer carries', async () => {
    const manager = await kit.signIn(
      await kit.addStaff('lucky-settings@sites.example.com', 'siteManager', [luckyId]),
    );
    const before = (await kit.auditEntries()).length;
    const change = {
      site_id: luckyId,
      live_chat: { chat_id: 'chat-42', image_id: 'https://cdn.example.com/chat.png', status: true },
      languages: [
        { code: 'EN', is_default: false },
        { code: 'PHP', is_default: false },
        { code: 'CN', is_default: true },
      ],
      logo1: 'https://cdn.example.com/lucky.png',
      logo_text: 'Lucky!',
      logo_colors: ['#112233', '#445566'],
      bts: [{ name: '18+', img_url: '/badges/18.svg', href: '/responsible-gaming' }],
      referral: false,
      gamify_status: false,
      tac_login: true,
      aff_domain: 'partners.lucky.test',
      android_sub: 'https://play.example.com/lucky',
      ios_sub: '',
    };
    const answer = (await kit.staffCall('sites/set_settings', change, { session: manager })).json();
    expect(answer).toMatchObject({
      statusCode: 1,
      settings: {
        live_chat: change.live_chat,
        languages: change.languages,
        logo1: change.logo1,
        logo_colors: change.logo_colors,
        bts: change.bts,
        referral: false,
        tac_login: true,
        language_choices: expect.arrayContaining([{ code: 'CN', name: '简体中文' }]),
      },
    });
    const startup = async () =>
      (await siteCall('startup', {}, 'lucky.test')).json<{
        site: {
          logo1: string;
          logo_text: string;
          tac_login: boolean;
          gamify_status: boolean;
          android_sub: string;
        };
        language: { code: string; is_default: boolean }[];
        live_chat: { chat_id: string; status: boolean };
        aff_domain: string;
      }>();
    const shown = await startup();
    expect(shown.language.find((l) => l.is_default)?.code).toBe('CN');
    expect(shown.live_chat).toMatchObject({ chat_id: 'chat-42', status: true });
    expect(shown.site).toMatchObject({
      logo1: change.logo1,
      logo_text: 'Lucky!',
      tac_login: true,
      gamify_status: false,
      android_sub: change.android_sub,
    });
    expect(shown.aff_domain).toBe('partners.lucky.test');
    const badges = (await siteCall('settings/bts', {}, 'lucky.test')).json<{ value: { name: string }[] }>();
    expect(badges.value.map((b) => b.name)).toEqual(['18+']);
    const referral = (await siteCall('home/referral', {}, 'lucky.test')).json<{
      value: { setting_value: number }[];
    }>();
    expect(referral.value[0]?.setting_value).toBe(0);

    // An emptied logo is the generated one again.
    const generated = await kit.staffCall(
      'sites/set_settings',
      { site_id: luckyId, logo1: '' },
      { session: manager },
    );
    expect(generated.json()).toMatchObject({ settings: { logo1: '/api/media/logo/lucky.svg' } });

    const refusals = [
      [{ live_chat: { ...change.live_chat, image_id: 'javascript:alert(1)' } }, 'invalidLiveChat'],
      [{ languages: [{ code: 'EN', is_default: false }] }, 'invalidSiteLanguages'],
      [{ languages: [] }, 'invalidSiteLanguages'],
      [
        {
          languages: [
            { code: 'EN', is_default: true },
            { code: 'CN', is_default: true },
          ],
        },
        'invalidSiteLanguages',
      ],
      [{ languages: [{ code: 'XX', is_default: true }] }, 'invalidSiteLanguages'],
      [{ logo2: 'data:image/png;base64,AAAA' }, 'invalidSiteLogo'],
      [{ logo_colors: ['#112233'] }, 'invalidSiteLogo'],
      [{ logo_colors: ['red', '#112233'] }, 'invalidSiteLogo'],
      [{ bts: [{ name: '', img_url: '', href: '/' }] }, 'invalidFooterBadge'],
      [{ aff_domain: 'not a host' }, 'invalidAffiliateDomain'],
      [{ ios_sub: 'ftp://apps.example.com' }, 'invalidAppLink'],
    ] as const;
    for (const [body, key] of refusals) {
      const refused = await kit.staffCall(
        'sites/set_settings',
        // A good change beside the bad one is not written either.
        { site_id: luckyId, name: 'Never', ...body },
        { session: manager },
      );
      expect(refused.json()).toMatchObject({ statusCode: 0, message: key, details: expect.any(String) });
    }
    const kept = await startup();
    expect(kept.language).toEqual(shown.language);
    expect(kept.live_chat).toEqual(shown.live_chat);
    expect((await kit.platform.sites.get('lucky'))?.name).toBe('Lucky Harbour');

    const entries = await since(before);
    expect(entries.filter((e) => e.outcome === 'ok')).toEqual([
      expect.objectContaining({
        action: 'sites/set_settings',
        targetId: 'lucky',
        siteId: luckyId,
        before: expect.objectContaining({
          live_chat: { chat_id: '', image_id: '', status: false },
          languages: [
            { code: 'EN', is_default: true },
            { code: 'PHP', is_default: false },
          ],
        }),
        after: expect.objectContaining({ live_chat: change.live_chat, languages: change.languages }),
      }),
      expect.objectContaining({ after: expect.objectContaining({ logo1: '/api/media/logo/lucky.svg' }) }),
    ]);
    expect(entries.filter((e) => e.outcome === 'refused')).toHaveLength(refusals.length);

    const viewer = await kit.signIn(
      await kit.addStaff('lucky-settings-viewer@sites.example.com', 'viewer', [luckyId]),
    );
    expect(
      (
        await kit.staffCall('sites/set_settings', { site_id: luckyId, tac_login: false }, { session: viewer })
      ).json(),
    ).toEqual({ statusCode: 0, message: 'staffForbidden' });
    expect(
      (
        await kit.staffCall(
          'sites/set_settings',
          { site_id: kit.siteB.id, tac_login: false },
          { session: manager },
        )
      ).json(),
    ).toMatchObject({ statusCode: 0, message: 'staffSiteForbidden' });
    expect((await startup()).site.tac_login).toBe(true);
  });

  it('creates a site with the logos given, or refuses a bad one and makes nothing', async () => {
    const sitesBefore = await kit.platform.sites.listSites();
    const bad = await kit.staffCall(
      'sites/create',
      { ...NEW_SITE, key: 'badlogo', hosts: ['badlogo.test'], logo1: 'javascript:alert(1)' },
      { session: owner },
    );
    expect(bad.json()).toMatchObject({ statusCode: 0, message: 'invalidSiteLogo' });
    expect(await kit.platform.sites.listSites()).toEqual(sitesBefore);

    const made = await kit.staffCall(
      'sites/create',
      {
        ...NEW_SITE,
        key: 'logos',
        hosts: ['logos.test'],
        logo1: 'https://cdn.example.com/logos.png',
        logo2: '',
      },
      { session: owner },
    );
    expect(made.json()).toMatchObject({ statusCode: 1 });
    const startup = (await siteCall('startup', {}, 'logos.test')).json<{
      site: { logo1: string; logo2: string; logo3: string };
    }>();
    expect(startup.site).toEqual(
      expect.objectContaining({
        logo1: 'https://cdn.example.com/logos.png',
        logo2: '/api/media/logo/logos.svg',
        logo3: '/api/media/logo/logos.svg',
      }),
    );
  });

  it('answers siteNotFound for a site that does not exist', async () => {
    expect(
      (await kit.staffCall('sites/cms_pages', { site_id: 999_999 }, { session: owner })).json(),
    ).toMatchObject({ statusCode: 0, message: 'siteNotFound' });
  });
});
