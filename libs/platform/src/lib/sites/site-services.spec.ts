import { PlatformError } from '../http/envelope';
import type { Platform } from '../platform';
import { createTestPlatform } from '../testing/test-platform';
import { SEED_TIMEOUT_MS } from './site-test-app';
import type { SiteInput } from './site-types';

const NOW = new Date('2030-06-01T12:00:00.000Z');

const input = (key: string, hosts: string[], extra: Partial<SiteInput> = {}): SiteInput => ({
  key,
  name: `Site ${key}`,
  hosts,
  themeCode: 'slot3',
  themeColor: 'ocean',
  currency: 'USD',
  ...extra,
});

describe('site services (operator side)', () => {
  let platform: Platform;
  let now = NOW;

  beforeAll(async () => {
    platform = await createTestPlatform({ clock: () => now });
  }, SEED_TIMEOUT_MS);
  afterAll(() => platform.close());
  afterEach(() => (now = NOW));

  const rejects = (promise: Promise<unknown>, messageKey: string) =>
    expect(promise).rejects.toMatchObject({ name: 'PlatformError', messageKey });

  it('adds a site with normalised host names and the default settings', async () => {
    const site = await platform.sites.upsertSite(
      input('alpha', ['Alpha.Example.com:8080', 'www.alpha.example.com.', 'alpha.example.com']),
    );
    expect(site).toMatchObject({
      key: 'alpha',
      externalId: 'alpha',
      name: 'Site alpha',
      currency: 'USD',
      themeCode: 'slot3',
    });
    const detail = await platform.sites.get('alpha');
    expect(detail?.hosts).toEqual(['alpha.example.com', 'www.alpha.example.com']);
    expect(detail?.settings).toMatchObject({
      logo1: '/api/media/logo/alpha.svg',
      logo_text: 'Site alpha',
      languages: [{ code: 'EN', is_default: true }],
      gamify_status: false,
      tac_login: false,
      aff_domain: 'aff.alpha.example.com',
      referral: { setting_value: 0 },
    });
    expect((await platform.sites.resolve('WWW.ALPHA.EXAMPLE.COM'))?.key).toBe('alpha');
    const startup = await platform.sites.startup('alpha.example.com');
    expect(startup).toMatchObject({ statusCode: 1, site: { site_name: 'Site alpha', theme_color: 'ocean' } });
    expect(startup.content).toEqual({ menu: [], game_menu: [] });
    expect(startup.provider_count).toEqual([]);
  });

  it('changes a site: new name (the logo text follows), new settings, other settings kept', async () => {
    await platform.sites.upsertSite(
      input('beta', ['beta.example.com'], { settings: { gamify_status: true, tac_login: true } }),
    );
    await platform.sites.upsertSite(
      input('beta', ['beta.example.com'], {
        name: 'Beta Casino',
        logos: { logo2: 'https://cdn.example.com/beta-wide.png' },
        settings: {
          languages: [
            { code: 'EN', is_default: false },
            { code: 'VI', is_default: true },
          ],
        },
      }),
    );
    const detail = await platform.sites.get('beta');
    expect(detail?.name).toBe('Beta Casino');
    expect(detail?.settings).toMatchObject({
      logo_text: 'Beta Casino',
      logo1: '/api/media/logo/beta.svg',
      logo2: 'https://cdn.example.com/beta-wide.png',
      gamify_status: true,
      tac_login: true,
      languages: [
        { code: 'EN', is_default: false },
        { code: 'VI', is_default: true },
      ],
    });
  });

  it('never gives one host to two sites: hostInUse, and nothing of either site changes', async () => {
    await platform.sites.upsertSite(input('gamma', ['gamma.example.com']));
    await platform.sites.upsertSite(input('delta', ['delta.example.com']));
    await rejects(
      platform.sites.upsertSite(
        input('delta', ['delta.example.com', 'GAMMA.example.com'], { name: 'Renamed' }),
      ),
      'hostInUse',
    );
    expect((await platform.sites.get('delta'))?.hosts).toEqual(['delta.example.com']);
    expect((await platform.sites.get('delta'))?.name).toBe('Site delta');
    expect((await platform.sites.resolve('gamma.example.com'))?.key).toBe('gamma');
    await rejects(platform.sites.upsertSite(input('epsilon', ['gamma.example.com'])), 'hostInUse');
    expect(await platform.sites.get('epsilon')).toBeUndefined();
  });

  it('never gives one external_id to two sites', async () => {
    await platform.sites.upsertSite(input('kappa', ['kappa.example.com'], { externalId: 'OP-42' }));
    await rejects(
      platform.sites.upsertSite(input('lambda', ['lambda.example.com'], { externalId: 'OP-42' })),
      'externalIdInUse',
    );
    // A site's external_id defaults to its key, which then is taken too.
    await platform.sites.upsertSite(input('mu', ['mu.example.com']));
    await rejects(
      platform.sites.upsertSite(input('nu', ['nu.example.com'], { externalId: 'mu' })),
      'externalIdInUse',
    );
    expect(await platform.sites.get('lambda')).toBeUndefined();
    expect((await platform.sites.get('kappa'))?.externalId).toBe('OP-42');
  });

  it('lets only one of two simultaneous writers take a free host', async () => {
    const results = await Promise.allSettled([
      platform.sites.upsertSite(input('race1', ['race.example.com'])),
      platform.sites.upsertSite(input('race2', ['race.example.com'])),
    ]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    const failure = results.find((r) => r.status === 'rejected');
    expect(failure?.status === 'rejected' && failure.reason).toBeInstanceOf(PlatformError);
    const owner = await platform.sites.resolve('race.example.com');
    const loser = owner?.key === 'race1' ? 'race2' : 'race1';
    expect(await platform.sites.get(loser)).toBeUndefined();
  });

  it.each<[string, SiteInput, string]>([
    ['an unknown theme code', input('t1', ['t1.example.com'], { themeCode: 'slot10' }), 'invalidThemeCode'],
    [
      'a colour the template does not allow',
      input('t2', ['t2.example.com'], { themeColor: 'gold' }),
      'invalidThemeColor',
    ],
    ['a key with capitals', input('Bad Key', ['t3.example.com']), 'invalidSiteKey'],
    ['an empty name', input('t4', ['t4.example.com'], { name: '  ' }), 'invalidSiteName'],
    ['a lower-case currency', input('t5', ['t5.example.com'], { currency: 'usd' }), 'invalidCurrency'],
    ['no host', input('t6', []), 'invalidHost'],
    ['a host with a space', input('t7', ['bad host.example.com']), 'invalidHost'],
    ['a URL for a host', input('t8', ['https://t8.example.com/']), 'invalidHost'],
    [
      'two default languages',
      input('t9', ['t9.example.com'], {
        settings: {
          languages: [
            { code: 'EN', is_default: true },
            { code: 'CN', is_default: true },
          ],
        },
      }),
      'invalidSiteSettings',
    ],
    [
      'a javascript: logo',
      input('t10', ['t10.example.com'], { logos: { logo1: 'javascript:alert(1)' } }),
      'invalidSiteSettings',
    ],
    [
      'an unknown language',
      input('t11', ['t11.example.com'], {
        settings: { languages: [{ code: 'XX' as 'EN', is_default: true }] },
      }),
      'invalidSiteSettings',
    ],
    [
      'an affiliate domain with a path',
      input('t12', ['t12.example.com'], { settings: { aff_domain: 'aff.example.com/x' } }),
      'invalidSiteSettings',
    ],
  ])('refuses %s with a clear error and adds nothing', async (_, bad, messageKey) => {
    await rejects(platform.sites.upsertSite(bad), messageKey);
    expect(await platform.sites.get(bad.key)).toBeUndefined();
  });

  it('opens a site call only for a site that may answer now', async () => {
    await platform.sites.upsertSite(input('zeta', ['zeta.example.com'], { externalId: 'OP-ZETA-1' }));
    await expect(platform.sites.open({ domainName: 'zeta.example.com' })).resolves.toMatchObject({
      key: 'zeta',
    });
    await expect(
      platform.sites.open({ domainName: 'zeta.example.com', externalId: 'OP-ZETA-1' }),
    ).resolves.toMatchObject({ key: 'zeta' });
    await rejects(
      platform.sites.open({ domainName: 'zeta.example.com', externalId: 'alpha' }),
      'siteNotFound',
    );
    await rejects(platform.sites.open({ domainName: 'nobody.example.com' }), 'siteNotFound');
    await platform.sites.setMaintenance('zeta', new Date('2030-06-01T11:00:00.000Z'), null);
    await rejects(platform.sites.open({ domainName: 'zeta.example.com' }), 'underMaintenance');
    await platform.sites.setMaintenance('zeta', null, null);
    await platform.sites.upsertSite(
      input('zeta', ['zeta.example.com'], { expiredAt: new Date('2030-06-01T12:00:00.000Z') }),
    );
    await rejects(platform.sites.open({ domainName: 'zeta.example.com' }), 'siteExpired');
    await platform.sites.upsertSite(input('zeta', ['zeta.example.com'], { expiredAt: null, status: false }));
    await rejects(platform.sites.open({ domainName: 'zeta.example.com' }), 'siteDisabled');
  });

  it('refuses a maintenance window that ends before it starts, or for an unknown site', async () => {
    await rejects(
      platform.sites.setMaintenance(
        'alpha',
        new Date('2030-06-02T00:00:00Z'),
        new Date('2030-06-01T00:00:00Z'),
      ),
      'invalidMaintenanceWindow',
    );
    await rejects(platform.sites.setMaintenance('nobody', null, null), 'siteNotFound');
  });

  it('keeps a menu with children in the order given', async () => {
    const site = await platform.sites.upsertSite(input('eta', ['eta.example.com']));
    await platform.sites.setMenu(site.id, 'menu', [
      { name: 'Home', category: 'home', url: '/' },
      {
        name: 'Slots',
        category: 'slots',
        url: '/slots',
        children: [{ name: 'JILI', category: 'slots', url: '/slots?provider=JILI' }],
      },
    ]);
    const { content } = await platform.sites.startup('eta.example.com');
    expect(content.menu.map((m) => [m.name, m.children.map((c) => c.name)])).toEqual([
      ['Home', []],
      ['Slots', ['JILI']],
    ]);
    await rejects(
      platform.sites.setMenu(site.id, 'menu', [{ name: 'X', category: 'x', url: 'javascript:alert(1)' }]),
      'invalidMenu',
    );
    expect((await platform.sites.startup('eta.example.com')).content.menu).toHaveLength(2);
  });

  it('refuses products of an unknown provider or category', async () => {
    const site = await platform.sites.upsertSite(input('theta', ['theta.example.com']));
    await rejects(
      platform.sites.games.setProducts(site.id, [{ category: 'slots', providerCode: 'NOPE' }]),
      'invalidProvider',
    );
    await rejects(
      platform.sites.games.setProducts(site.id, [{ category: 'roulette', providerCode: 'NOPE' }]),
      'invalidGameType',
    );
  });

  it('lists every site by key', async () => {
    const keys = (await platform.sites.listSites()).map((s) => s.key);
    expect(keys).toEqual([...keys].sort());
    expect(keys).toEqual(expect.arrayContaining(['alpha', 'beta', 'gamma', 'delta']));
  });
});
