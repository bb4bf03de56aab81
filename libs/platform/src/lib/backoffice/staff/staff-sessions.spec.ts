import { signUp } from '../../players/testing/player-test-kit';
import { sessionCookieOf, startBackofficeKit, type BackofficeKit } from '../testing/backoffice-test-kit';
import { STAFF_COOKIE, STAFF_POLICY } from './staff-policy';

jest.setTimeout(60_000);

const SIGN_IN_REQUIRED = { statusCode: 0, message: 'staffSignInRequired' };

describe('staff sessions', () => {
  let kit: BackofficeKit;

  beforeAll(async () => {
    kit = await startBackofficeKit();
  });

  afterAll(() => kit.close());

  const me = (session: string) => kit.staffCall('auth/me', {}, { session });

  it('end after the idle time without a call, and are kept alive by calls', async () => {
    const staff = await kit.addStaff('idle@ops.example.com', 'viewer');
    const session = await kit.signIn(staff);
    const { idleSeconds } = STAFF_POLICY.session;
    kit.clock.advance(idleSeconds - 60);
    expect((await me(session)).json()).toMatchObject({ statusCode: 1 });
    kit.clock.advance(idleSeconds - 60);
    expect((await me(session)).json()).toMatchObject({ statusCode: 1 });
    kit.clock.advance(idleSeconds);
    expect((await me(session)).json()).toEqual(SIGN_IN_REQUIRED);
  });

  it('end at their absolute time however busy', async () => {
    const staff = await kit.addStaff('busy@ops.example.com', 'viewer');
    const session = await kit.signIn(staff);
    const steps = Math.ceil(STAFF_POLICY.session.absoluteSeconds / (10 * 60));
    for (let i = 1; i < steps; i++) {
      kit.clock.advance(10 * 60);
      expect((await me(session)).json()).toMatchObject({ statusCode: 1 });
    }
    kit.clock.advance(10 * 60);
    expect((await me(session)).json()).toEqual(SIGN_IN_REQUIRED);
  });

  it('end at sign-out: the cookie is cleared and the token refused from then on', async () => {
    const staff = await kit.addStaff('leaving@ops.example.com', 'support');
    const session = await kit.signIn(staff);
    const other = await kit.signIn(staff);
    const out = await kit.staffCall('auth/sign_out', {}, { session });
    expect(out.json()).toEqual({ statusCode: 1, message: 'OK' });
    expect(sessionCookieOf(out)).toBe('');
    expect(String(out.headers['set-cookie'])).toContain('Max-Age=0');
    expect((await me(session)).json()).toEqual(SIGN_IN_REQUIRED);
    expect((await kit.staffCall('auth/sign_out', {}, { session })).json()).toEqual(SIGN_IN_REQUIRED);
    expect((await me(other)).json()).toMatchObject({ statusCode: 1 });
  });

  it('all end when an owner disables the staff member or ends their sessions', async () => {
    const owner = await kit.addStaff('owner@ops.example.com', 'owner');
    const ownerSession = await kit.signIn(owner);
    const staff = await kit.addStaff('ended@ops.example.com', 'finance');
    const sessions = [await kit.signIn(staff), await kit.signIn(staff)];

    const ended = await kit.staffCall(
      'staff/end_sessions',
      { staff_id: staff.id },
      { session: ownerSession },
    );
    expect(ended.json()).toEqual({ statusCode: 1, message: 'OK', ended: 2 });
    for (const session of sessions) expect((await me(session)).json()).toEqual(SIGN_IN_REQUIRED);

    const again = await kit.signIn(staff);
    const disabled = await kit.staffCall('staff/disable', { staff_id: staff.id }, { session: ownerSession });
    expect(disabled.json()).toMatchObject({ statusCode: 1, ended_sessions: 1, staff: { disabled: true } });
    expect((await me(again)).json()).toEqual(SIGN_IN_REQUIRED);
    const [entry] = (await kit.auditEntries()).filter((e) => e.action === 'staff/disable');
    expect(entry).toMatchObject({
      staffId: owner.id,
      targetKind: 'staff',
      targetId: String(staff.id),
      outcome: 'ok',
      before: expect.objectContaining({ disabled: false, role: 'finance' }),
      after: expect.objectContaining({ disabled: true, ended_sessions: 1 }),
    });
  });

  it("are never a player's: a player token opens no staff call, a staff token no player call", async () => {
    const player = await signUp(kit, 'punter01');
    const asCookie = await kit.staffCall('auth/me', {}, { session: player.auth });
    expect(asCookie.json()).toEqual(SIGN_IN_REQUIRED);
    const inBody = await kit.staffCall('auth/me', { account_id: player.account_id, auth: player.auth });
    expect(inBody.json()).toEqual(SIGN_IN_REQUIRED);

    const staff = await kit.addStaff('crossing@ops.example.com', 'owner');
    const session = await kit.signIn(staff);
    const asPlayer = await kit.call('/auth/get_balance', { account_id: player.account_id, auth: session });
    expect(asPlayer.json()).toEqual({ statusCode: 0, message: 'sessionExpired' });
    const withCookie = await kit.call(
      '/auth/get_balance',
      { account_id: player.account_id, auth: 'not-a-token' },
      { headers: { cookie: `${STAFF_COOKIE}=${session}` } },
    );
    expect(withCookie.json()).toEqual({ statusCode: 0, message: 'sessionExpired' });
  });
});
