import { count } from 'drizzle-orm';
import { staffAccounts, staffSites } from '../../db/schema';
import { startBackofficeKit, type BackofficeKit, type TestStaff } from '../testing/backoffice-test-kit';

jest.setTimeout(60_000);

describe("the owner's staff calls", () => {
  let kit: BackofficeKit;
  let owner: TestStaff;
  let session: string;

  beforeAll(async () => {
    kit = await startBackofficeKit();
    owner = await kit.addStaff('chief@ops.example.com', 'owner');
    session = await kit.signIn(owner);
  });

  afterAll(() => kit.close());

  const asOwner = (path: string, body: object) => kit.staffCall(path, body, { session });
  const rows = async () => {
    const { db } = kit.platform.database;
    const [[staff], [sites]] = await Promise.all([
      db.select({ n: count() }).from(staffAccounts),
      db.select({ n: count() }).from(staffSites),
    ]);
    return { staff: staff?.n, sites: sites?.n };
  };

  it('creates a staff member with a password made once, which then signs in (enrolling)', async () => {
    const created = await asOwner('staff/create', {
      email: 'New.Hire@Ops.example.com',
      display_name: 'New Hire',
      role: 'support',
      site_ids: [kit.siteA.id],
    });
    const body = created.json<{
      statusCode: number;
      initial_password: string;
      staff: { staff_id: number };
    }>();
    expect(body).toMatchObject({
      statusCode: 1,
      staff: {
        email: 'new.hire@ops.example.com',
        role: 'support',
        all_sites: false,
        sites: [{ key: 'alpha' }],
        totp_enrolled: false,
        disabled: false,
        live_sessions: 0,
      },
    });
    expect(body.initial_password).toMatch(/^[A-Za-z0-9_-]{20}$/);
    const hire = {
      id: body.staff.staff_id,
      email: 'new.hire@ops.example.com',
      password: body.initial_password,
      secret: null,
    };
    await kit.signIn(hire);
    const [entry] = (await kit.auditEntries()).filter((e) => e.action === 'staff/create');
    expect(entry).toMatchObject({ staffId: owner.id, outcome: 'ok', targetId: String(hire.id) });
    expect(JSON.stringify(entry)).not.toContain(body.initial_password);
    const listed = await asOwner('staff/list', {});
    expect(listed.json()).toMatchObject({
      value: expect.arrayContaining([
        expect.objectContaining({ email: 'new.hire@ops.example.com', totp_enrolled: true, live_sessions: 1 }),
      ]),
    });
  });

  it.each<[string, object, number, string]>([
    ['a malformed e-mail', { email: 'not-an-address', role: 'viewer' }, 200, 'invalidEmail'],
    ['an unknown role', { email: 'role@ops.example.com', role: 'admin' }, 400, 'invalidRequest'],
    [
      'an empty password',
      { email: 'empty@ops.example.com', role: 'viewer', password: '' },
      400,
      'invalidRequest',
    ],
    [
      'a common password',
      { email: 'weak@ops.example.com', role: 'viewer', password: 'password123' },
      200,
      'weakPassword',
    ],
    [
      'a name of digits',
      { email: 'name@ops.example.com', role: 'viewer', display_name: '1234' },
      200,
      'invalidName',
    ],
    [
      'an unknown site',
      { email: 'site@ops.example.com', role: 'viewer', site_ids: [999_999] },
      200,
      'siteNotFound',
    ],
    ['an e-mail in use', { email: 'CHIEF@ops.example.com', role: 'viewer' }, 200, 'staffExists'],
  ])('refuses %s and changes no row', async (_, fields, status, key) => {
    const before = await rows();
    const response = await asOwner('staff/create', { display_name: 'Some One', ...fields });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ message: key });
    expect(await rows()).toEqual(before);
    const [last] = (await kit.auditEntries()).slice(-1);
    expect(last).toMatchObject({
      staffId: owner.id,
      action: 'staff/create',
      outcome: 'refused',
      reason: key,
    });
  });

  it('keeps one enabled owner: the last cannot be demoted or disabled', async () => {
    const { db } = kit.platform.database;
    const owners = (await db.select().from(staffAccounts)).filter((row) => row.role === 'owner');
    expect(owners).toHaveLength(1);
    expect((await asOwner('staff/update', { staff_id: owner.id, role: 'viewer' })).json()).toEqual({
      statusCode: 0,
      message: 'staffLastOwner',
    });
    expect((await asOwner('staff/disable', { staff_id: owner.id })).json()).toEqual({
      statusCode: 0,
      message: 'staffLastOwner',
    });
    const second = await kit.addStaff('deputy@ops.example.com', 'owner');
    expect(
      (
        await asOwner('staff/update', { staff_id: second.id, role: 'finance', site_ids: [kit.siteB.id] })
      ).json(),
    ).toMatchObject({
      statusCode: 1,
      staff: { role: 'finance', all_sites: false, sites: [{ key: 'beta' }] },
    });
  });

  it('answers staffNotFound for an unknown staff member, and invalidRequest for an empty change', async () => {
    expect((await asOwner('staff/disable', { staff_id: 987_654 })).json()).toEqual({
      statusCode: 0,
      message: 'staffNotFound',
    });
    expect((await asOwner('staff/update', { staff_id: owner.id })).statusCode).toBe(400);
  });
});
