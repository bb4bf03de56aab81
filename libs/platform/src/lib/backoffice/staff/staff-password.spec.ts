import { freshAddress } from '../../players/testing/player-test-kit';
import { startBackofficeKit, STAFF_PASSWORD, type BackofficeKit } from '../testing/backoffice-test-kit';

jest.setTimeout(60_000);

describe('a staff member’s own password', () => {
  let kit: BackofficeKit;
  let owner: string;

  beforeAll(async () => {
    kit = await startBackofficeKit();
    owner = await kit.signIn(await kit.addStaff('owner@password.example.com', 'owner'));
  });

  afterAll(() => kit.close());

  const message = async (path: string, body: object, session: string) =>
    (await kit.staffCall(path, body, { session })).json<{ statusCode: number; message: string }>();

  it('must be chosen before anything else when someone else set it, and then opens everything', async () => {
    const staff = await kit.addStaff('new@password.example.com', 'support', [kit.siteA.id], {
      mustChangePassword: true,
    });
    const session = await kit.signIn(staff);
    const me = await kit.staffCall('auth/me', {}, { session });
    expect(me.json()).toMatchObject({ statusCode: 1, staff: { password_change_required: true } });
    expect(await message('sites/list', {}, session)).toEqual({
      statusCode: 0,
      message: 'staffPasswordChangeRequired',
    });

    // A wrong current password, a common one and the same one change nothing.
    const change = (current: string, next: string) =>
      message('auth/change_password', { current_password: current, new_password: next }, session);
    expect(await change('Wrong-Password-1', 'Lantern7Harbour-own')).toMatchObject({
      message: 'invalidCredentials',
    });
    expect(await change(STAFF_PASSWORD, 'password123')).toMatchObject({ message: 'weakPassword' });
    expect(await change(STAFF_PASSWORD, STAFF_PASSWORD)).toMatchObject({ message: 'staffPasswordUnchanged' });
    expect(await message('sites/list', {}, session)).toMatchObject({
      message: 'staffPasswordChangeRequired',
    });

    expect(await change(STAFF_PASSWORD, 'Lantern7Harbour-own')).toMatchObject({
      statusCode: 1,
      ended_sessions: 0,
    });
    expect(await message('sites/list', {}, session)).toMatchObject({ statusCode: 1 });

    // The old password no longer signs in; the new one does.
    const old = await kit.staffCall(
      'auth/sign_in',
      { email: staff.email, password: STAFF_PASSWORD },
      { ip: freshAddress() },
    );
    expect(old.json()).toMatchObject({ statusCode: 0, message: 'invalidCredentials' });
    staff.password = 'Lantern7Harbour-own';
    const again = await kit.signIn(staff);
    expect((await kit.staffCall('auth/me', {}, { session: again })).json()).toMatchObject({
      staff: { password_change_required: false },
    });

    const entries = (await kit.auditEntries()).filter((entry) => entry.action === 'auth/change_password');
    expect(entries.map((entry) => [entry.outcome, entry.reason])).toEqual([
      ['refused', 'wrongPassword'],
      ['refused', 'weakPassword'],
      ['refused', 'staffPasswordUnchanged'],
      ['ok', null],
    ]);
    expect(JSON.stringify(entries)).not.toContain('Lantern7Harbour');
  });

  it('ends the member’s other sessions and keeps this one', async () => {
    const staff = await kit.addStaff('two@password.example.com', 'viewer', [kit.siteA.id]);
    const first = await kit.signIn(staff);
    const second = await kit.signIn(staff);
    const changed = await message(
      'auth/change_password',
      { current_password: STAFF_PASSWORD, new_password: 'Compass4Tideway-own' },
      second,
    );
    expect(changed).toMatchObject({ statusCode: 1, ended_sessions: 1 });
    expect(await message('auth/me', {}, first)).toMatchObject({ message: 'staffSignInRequired' });
    expect(await message('auth/me', {}, second)).toMatchObject({ statusCode: 1 });
  });

  it('lets an owner enable a disabled member again, audited; others may not', async () => {
    const staff = await kit.addStaff('back@password.example.com', 'finance', [kit.siteA.id]);
    const support = await kit.signIn(
      await kit.addStaff('sup@password.example.com', 'support', [kit.siteA.id]),
    );
    await message('staff/disable', { staff_id: staff.id }, owner);
    expect(await message('staff/enable', { staff_id: staff.id }, support)).toMatchObject({
      message: 'staffForbidden',
    });
    const enabled = await kit.staffCall('staff/enable', { staff_id: staff.id }, { session: owner });
    expect(enabled.json()).toMatchObject({ statusCode: 1, staff: { email: staff.email, disabled: false } });
    await kit.signIn(staff);
    const [entry] = (await kit.auditEntries()).filter(
      (row) => row.action === 'staff/enable' && row.outcome === 'ok',
    );
    expect(entry).toMatchObject({
      targetId: String(staff.id),
      before: expect.objectContaining({ disabled: true }),
    });
    expect(await message('staff/enable', { staff_id: 99_999 }, owner)).toMatchObject({
      message: 'staffNotFound',
    });
  });
});
