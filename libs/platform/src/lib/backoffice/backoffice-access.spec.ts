import { startBackofficeKit, type BackofficeKit } from './testing/backoffice-test-kit';

jest.setTimeout(60_000);

describe('the back office checks role and sites on the platform', () => {
  let kit: BackofficeKit;

  beforeAll(async () => {
    kit = await startBackofficeKit();
  });

  afterAll(() => kit.close());

  it.each(['staff/list', 'audit/list', 'staff/end_sessions'])(
    'refuses a support member an owner-only call (%s) with staffForbidden, and audits it',
    async (path) => {
      const support = await kit.addStaff(`support-${path.replace('/', '-')}@ops.example.com`, 'support', [
        kit.siteA.id,
      ]);
      const session = await kit.signIn(support);
      const before = (await kit.auditEntries()).length;
      const response = await kit.staffCall(path, { staff_id: support.id }, { session });
      expect(response.json()).toEqual({ statusCode: 0, message: 'staffForbidden' });
      expect((await kit.auditEntries()).slice(before)).toEqual([
        expect.objectContaining({
          staffId: support.id,
          action: path,
          outcome: 'refused',
          reason: 'staffForbidden',
          clientAddress: '198.51.100.7',
          userAgent: 'BackofficeTest/1.0',
        }),
      ]);
    },
  );

  it('shows a site manager only their sites, and refuses another site with staffSiteForbidden', async () => {
    const manager = await kit.addStaff('manager@ops.example.com', 'siteManager', [kit.siteA.id]);
    const session = await kit.signIn(manager);
    const mine = await kit.staffCall('sites/list', {}, { session });
    expect(mine.json()).toEqual({
      statusCode: 1,
      message: 'OK',
      value: [
        {
          site_id: kit.siteA.id,
          key: 'alpha',
          name: 'Alpha Casino',
          hosts: ['alpha.test', 'www.alpha.test'],
          template: 'casino1',
          theme_color: 'gold',
          currency: 'PHP',
          enabled: true,
        },
      ],
    });
    expect((await kit.staffCall('sites/list', { site_key: 'alpha' }, { session })).json()).toMatchObject({
      value: [{ key: 'alpha' }],
    });

    const before = (await kit.auditEntries()).length;
    for (const body of [{ site_id: kit.siteB.id }, { site_key: 'beta' }, { site_key: 'nowhere' }]) {
      expect((await kit.staffCall('sites/list', body, { session })).json()).toEqual({
        statusCode: 0,
        message: 'staffSiteForbidden',
      });
    }
    const refused = (await kit.auditEntries()).slice(before);
    expect(refused.map((e) => [e.staffId, e.action, e.reason, e.siteId])).toEqual([
      [manager.id, 'sites/list', 'staffSiteForbidden', kit.siteB.id],
      [manager.id, 'sites/list', 'staffSiteForbidden', null],
      [manager.id, 'sites/list', 'staffSiteForbidden', null],
    ]);
  });

  it('shows an owner every site, and a staff member without sites none', async () => {
    const owner = await kit.addStaff('all@ops.example.com', 'owner');
    const ownerSites = await kit.staffCall('sites/list', {}, { session: await kit.signIn(owner) });
    expect(ownerSites.json()).toMatchObject({ value: [{ key: 'alpha' }, { key: 'beta' }] });
    const viewer = await kit.addStaff('none@ops.example.com', 'viewer');
    const viewerSites = await kit.staffCall('sites/list', {}, { session: await kit.signIn(viewer) });
    expect(viewerSites.json()).toEqual({ statusCode: 1, message: 'OK', value: [] });
  });

  it('applies a change of role or sites to the next call of a live session', async () => {
    const owner = await kit.addStaff('changer@ops.example.com', 'owner');
    const ownerSession = await kit.signIn(owner);
    const staff = await kit.addStaff('moved@ops.example.com', 'viewer', [kit.siteA.id]);
    const session = await kit.signIn(staff);
    const update = { staff_id: staff.id, role: 'siteManager', site_ids: [kit.siteB.id] };
    expect((await kit.staffCall('staff/update', update, { session: ownerSession })).json()).toMatchObject({
      statusCode: 1,
      staff: { role: 'siteManager', sites: [{ key: 'beta' }] },
    });
    expect((await kit.staffCall('auth/me', {}, { session })).json()).toMatchObject({
      staff: { role: 'siteManager', sites: [{ key: 'beta' }] },
    });
    expect((await kit.staffCall('sites/list', { site_id: kit.siteA.id }, { session })).json()).toMatchObject({
      message: 'staffSiteForbidden',
    });
  });
});
