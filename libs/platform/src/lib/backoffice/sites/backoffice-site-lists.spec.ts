import { startBackofficeKit, type AuditEntryRow, type BackofficeKit } from '../testing/backoffice-test-kit';

jest.setTimeout(120_000);

interface Envelope {
  statusCode: number;
  message: string;
}

type Listed<R> = Envelope & { value: R[] };

const slide = (title: string) => ({
  en_title: title,
  local_title: `${title} (local)`,
  en_subtitle: '',
  local_subtitle: '',
  image_url: null,
  link_url: '/promotions',
});
const partner = (name: string) => ({
  partner_name: name,
  img_url: `https://cdn.example.com/${name}.png`,
  href: 'https://partner.example.com/',
});

describe("the back office saves a site's slides, partners, social accounts and analytics whole", () => {
  let kit: BackofficeKit;
  let owner: string;
  let manager: string;
  let signals = 0;

  const since = async (count: number): Promise<AuditEntryRow[]> => (await kit.auditEntries()).slice(count);
  const publicList = async <R>(path: string, host = 'alpha.test', key = 'value'): Promise<R[] | undefined> =>
    (await kit.call(`/${path}`, { domain_name: host }, { host })).json<Record<string, R[]>>()[key];
  const shownPartners = (host = 'alpha.test') => publicList('settings/partners', host, 'partners');
  const call = async <T>(path: string, body: object, session: string) =>
    (await kit.staffCall(path, body, { session })).json<T>();

  beforeAll(async () => {
    kit = await startBackofficeKit();
    kit.platform.sites.watchChanges(() => {
      signals += 1;
    });
    owner = await kit.signIn(await kit.addStaff('lists-owner@sites.example.com', 'owner'));
    manager = await kit.signIn(
      await kit.addStaff('lists-manager@sites.example.com', 'siteManager', [kit.siteA.id]),
    );
  });

  afterAll(() => kit.close());

  it('saves slides in order (text kept as text), reorders them, and the site shows each change at once', async () => {
    const before = (await kit.auditEntries()).length;
    const signalsBefore = signals;
    const first = {
      ...slide('<script>alert(1)</script> Welcome'),
      image_url: 'https://cdn.example.com/a.jpg',
    };
    const saved = await call<Listed<ReturnType<typeof slide>>>(
      'sites/set_slides',
      { site_id: kit.siteA.id, value: [first, slide('Second')] },
      manager,
    );
    expect(saved.statusCode).toBe(1);
    // A slide without its own picture reads back as none (the site draws its banner).
    expect(saved.value).toEqual([first, slide('Second')]);
    expect(signals).toBeGreaterThan(signalsBefore);
    const shown = await publicList<{ en_title: string; image_url: string }>('home/fetch_slide');
    expect(shown?.map((row) => row.en_title)).toEqual(['<script>alert(1)</script> Welcome', 'Second']);
    expect(shown?.[1]?.image_url).toMatch(/^\/api\/media\/slide\/\d+\.svg$/);

    const moved = await call<Listed<ReturnType<typeof slide>>>(
      'sites/set_slides',
      { site_id: kit.siteA.id, value: [slide('Second'), first] },
      manager,
    );
    expect(moved.value.map((row) => row.en_title)).toEqual(['Second', first.en_title]);
    expect(await call('sites/slides', { site_id: kit.siteA.id }, manager)).toEqual({
      statusCode: 1,
      message: expect.any(String),
      value: [slide('Second'), first],
    });

    const audit = (await since(before)).filter((entry) => entry.action === 'sites/set_slides');
    expect(audit).toHaveLength(2);
    expect(audit[1]).toEqual(
      expect.objectContaining({
        action: 'sites/set_slides',
        outcome: 'ok',
        targetKind: 'slides',
        siteId: kit.siteA.id,
        before: { value: [first, slide('Second')] },
        after: { value: [slide('Second'), first] },
      }),
    );
  });

  it('saves partners and social accounts; the footer calls show them', async () => {
    const partners = await call<Listed<unknown>>(
      'sites/set_partners',
      { site_id: kit.siteA.id, value: [partner('Acme'), partner('Globex')] },
      manager,
    );
    expect(partners.value).toEqual([partner('Acme'), partner('Globex')]);
    expect(await shownPartners()).toEqual([partner('Acme'), partner('Globex')]);
    const account = { social_type: 'telegram', account_name: '@lucky', url: 'https://t.me/lucky' };
    const social = await call<Listed<unknown>>(
      'sites/set_social_accounts',
      { site_id: kit.siteA.id, value: [account] },
      manager,
    );
    expect(social.value).toEqual([account]);
    expect(await publicList('settings/social_account', 'alpha.test', 'accountList')).toEqual([account]);
    // Another site keeps its own lists.
    expect(await shownPartners('beta.test')).not.toContainEqual(partner('Acme'));
  });

  it('lets only an owner read and write analytics snippets, stored as written', async () => {
    const snippet = { section: 'HEAD', script: '<script>window.__wlMarker = "on";</script>' };
    const saved = await call<Listed<unknown>>(
      'sites/set_analytics',
      { site_id: kit.siteA.id, value: [snippet] },
      owner,
    );
    expect(saved).toMatchObject({ statusCode: 1, value: [snippet] });
    expect(await publicList('settings/get_analytics')).toEqual([snippet]);

    const viewer = await kit.signIn(
      await kit.addStaff('lists-viewer@sites.example.com', 'viewer', [kit.siteA.id]),
    );
    const before = (await kit.auditEntries()).length;
    for (const session of [manager, viewer]) {
      expect(await call('sites/analytics', { site_id: kit.siteA.id }, session)).toEqual({
        statusCode: 0,
        message: 'staffForbidden',
      });
      expect(await call('sites/set_analytics', { site_id: kit.siteA.id, value: [] }, session)).toEqual({
        statusCode: 0,
        message: 'staffForbidden',
      });
    }
    expect(await publicList('settings/get_analytics')).toEqual([snippet]);
    expect((await since(before)).filter((entry) => entry.outcome === 'refused')).toHaveLength(4);
  });

  it('refuses the roles that may not write, and a viewer reads', async () => {
    const viewer = await kit.signIn(
      await kit.addStaff('lists-viewer2@sites.example.com', 'viewer', [kit.siteA.id]),
    );
    expect(await call<Listed<unknown>>('sites/partners', { site_id: kit.siteA.id }, viewer)).toMatchObject({
      statusCode: 1,
      value: [partner('Acme'), partner('Globex')],
    });
    const sessions = [viewer];
    for (const role of ['support', 'finance'] as const) {
      sessions.push(
        await kit.signIn(await kit.addStaff(`lists-${role}@sites.example.com`, role, [kit.siteA.id])),
      );
    }
    for (const session of sessions) {
      for (const path of ['sites/set_slides', 'sites/set_partners', 'sites/set_social_accounts']) {
        expect(await call(path, { site_id: kit.siteA.id, value: [] }, session)).toEqual({
          statusCode: 0,
          message: 'staffForbidden',
        });
      }
    }
    expect(await shownPartners()).toEqual([partner('Acme'), partner('Globex')]);
  });

  it("refuses another site's staff with staffSiteForbidden, changing nothing", async () => {
    const betaManager = await kit.signIn(
      await kit.addStaff('lists-beta@sites.example.com', 'siteManager', [kit.siteB.id]),
    );
    for (const [path, body] of [
      ['sites/slides', { site_id: kit.siteA.id }],
      ['sites/set_partners', { site_id: kit.siteA.id, value: [] }],
      ['sites/set_slides', { site_id: kit.siteA.id, value: [] }],
    ] as const) {
      expect(await call(path, body, betaManager)).toEqual({ statusCode: 0, message: 'staffSiteForbidden' });
    }
    expect(await shownPartners()).toEqual([partner('Acme'), partner('Globex')]);
  });

  it('refuses a bad list with its error and changes nothing', async () => {
    const slidesBefore = await call('sites/slides', { site_id: kit.siteA.id }, manager);
    const before = (await kit.auditEntries()).length;
    const bad: [string, object, string][] = [
      ['sites/set_slides', { value: [slide('   ')] }, 'invalidSlide'],
      ['sites/set_slides', { value: [{ ...slide('Ok'), link_url: 'javascript:alert(1)' }] }, 'invalidSlide'],
      ['sites/set_slides', { value: Array.from({ length: 21 }, (_, i) => slide(`S${i}`)) }, 'invalidRequest'],
      ['sites/set_partners', { value: [{ ...partner('X'), img_url: '' }] }, 'invalidPartner'],
      ['sites/set_partners', { value: [{ ...partner('X'), partner_name: ' ' }] }, 'invalidPartner'],
      [
        'sites/set_social_accounts',
        { value: [{ social_type: 'myspace', account_name: 'a', url: 'https://a.example.com' }] },
        'invalidSocialAccount',
      ],
      [
        'sites/set_social_accounts',
        { value: [{ social_type: 'x', account_name: 'a', url: 'ftp://a' }] },
        'invalidSocialAccount',
      ],
    ];
    for (const [path, body, error] of bad) {
      expect(await call(path, { site_id: kit.siteA.id, ...body }, manager)).toMatchObject({ message: error });
    }
    for (const [value, error] of [
      [[{ section: 'HEAD', script: '  ' }], 'invalidTrackingScript'],
      [[{ section: 'HEAD', script: 'x'.repeat(20_001) }], 'invalidRequest'],
      [[{ section: 'FOOTER', script: 'x' }], 'invalidRequest'],
    ] as const) {
      expect(await call('sites/set_analytics', { site_id: kit.siteA.id, value }, owner)).toMatchObject({
        message: error,
      });
    }
    expect(await call('sites/slides', { site_id: kit.siteA.id }, manager)).toEqual(slidesBefore);
    expect(await shownPartners()).toEqual([partner('Acme'), partner('Globex')]);
    expect(await publicList('settings/get_analytics')).toHaveLength(1);
    expect(
      (await since(before)).filter(
        (entry) => entry.action.startsWith('sites/set_') && entry.outcome === 'ok',
      ),
    ).toEqual([]);
  });
});
