import { eq } from 'drizzle-orm';
import { players } from '../../db/schema';
import { SECURITY_POLICY } from '../auth/security-policy';
import {
  freshAddress,
  PASSWORD,
  SITE_A,
  signIn,
  signUp,
  startMemberKit,
  type LoginBody,
  type MemberKit,
} from '../testing/player-test-kit';

jest.setTimeout(60_000);

type Session = { account_id: string; auth: string };
interface Answer {
  statusCode: number;
  message: string;
  [field: string]: unknown;
}
interface Attempt {
  at: string;
  address: string;
  device: string;
  method: string;
  success: boolean;
  reason: string | null;
}
interface LiveSession {
  session_id: number;
  address: string;
  device: string;
  current: boolean;
}

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const SESSION_EXPIRED = { statusCode: 0, message: 'sessionExpired' };

describe('account security: sign-ins and sessions', () => {
  let kit: MemberKit;
  const call = async (path: string, session: Session, extra: object = {}) =>
    (await kit.member(path, session, extra)).json<Answer>();
  const login = (accountId: string, password: string, ip: string, userAgent: string) =>
    kit.call(
      '/auth/login',
      { account_id: accountId, password },
      { ip, headers: { 'user-agent': userAgent } },
    );

  beforeAll(async () => {
    kit = await startMemberKit();
  });
  afterAll(() => kit.close());

  it('answers each login with the sign-in before it, and lists attempts with failures, newest first', async () => {
    const signupAt = kit.clock.now().toISOString();
    const first = await kit.call(
      '/auth/signup',
      {
        account_id: 'secure01',
        password: PASSWORD,
        contact_phone: '+63 917 4440001',
        domain_name: 'alpha.test',
      },
      { ip: '198.51.100.10', headers: { 'user-agent': ANDROID } },
    );
    expect(first.json<LoginBody>()).toMatchObject({ statusCode: 1, last_login: null });
    kit.clock.advance(60);
    expect((await login('secure01', 'Wrong4Harbor', '198.51.100.66', 'curl/8.5.0')).json()).toMatchObject({
      message: 'invalidCredentials',
    });
    kit.clock.advance(60);
    const second = (await login('secure01', PASSWORD, '198.51.100.20', IPHONE)).json<LoginBody>();
    expect(second.last_login).toEqual({
      at: signupAt,
      address: '198.51.100.10',
      device: 'Chrome on Android',
      user_agent: ANDROID,
    });
    const session = { account_id: 'secure01', auth: second.token };
    const overview = await call('/security/overview', session);
    expect(overview).toMatchObject({
      statusCode: 1,
      last_login: { at: signupAt, address: '198.51.100.10', device: 'Chrome on Android' },
      code_login: { available: false, enabled: true },
    });
    expect(
      (overview['attempts'] as Attempt[]).map((a) => [a.method, a.success, a.reason, a.address, a.device]),
    ).toEqual([
      ['password', true, null, '198.51.100.20', 'Safari on iOS'],
      ['password', false, 'invalidCredentials', '198.51.100.66', 'Unknown device'],
      ['signup', true, null, '198.51.100.10', 'Chrome on Android'],
    ]);
    expect((overview['sessions'] as LiveSession[]).map((s) => [s.address, s.device, s.current])).toEqual([
      ['198.51.100.20', 'Safari on iOS', true],
      ['198.51.100.10', 'Chrome on Android', false],
    ]);
    // The first session's own view: the sign-in before it is none.
    expect(
      await call('/security/overview', { account_id: 'secure01', auth: first.json<LoginBody>().token }),
    ).toMatchObject({
      last_login: null,
    });
  });

  it("signs out one of the player's own sessions by id, and nobody else's", async () => {
    const session = await signUp(kit, 'secure02');
    const other = await signIn(kit, 'secure02');
    const stranger = await signUp(kit, 'secure03');
    const sessions = (await call('/security/overview', session))['sessions'] as LiveSession[];
    const otherId = sessions.find((s) => !s.current)?.session_id;
    const strangerId = ((await call('/security/overview', stranger))['sessions'] as LiveSession[])[0]
      ?.session_id;
    expect(await call('/security/logout_session', session, { session_id: strangerId })).toEqual({
      statusCode: 0,
      message: 'notFound',
    });
    expect(await call('/auth/get_balance', stranger)).toMatchObject({ statusCode: 1 });
    expect(await call('/security/logout_session', session, { session_id: otherId })).toEqual({
      statusCode: 1,
      message: 'OK',
    });
    expect(await call('/auth/get_balance', other)).toEqual(SESSION_EXPIRED);
    expect(await call('/auth/get_balance', session)).toMatchObject({ statusCode: 1 });
    // Already ended: nothing to sign out.
    expect(await call('/security/logout_session', session, { session_id: otherId })).toMatchObject({
      message: 'notFound',
    });
    // The stranger's token cannot act for this player at all.
    expect(
      await call(
        '/security/logout_session',
        { account_id: 'secure02', auth: stranger.auth },
        { session_id: otherId },
      ),
    ).toEqual(SESSION_EXPIRED);
  });

  it('signs out everywhere else, keeping this session', async () => {
    const session = await signUp(kit, 'secure04');
    const others = [await signIn(kit, 'secure04'), await signIn(kit, 'secure04')];
    expect(await call('/security/logout_others', session)).toEqual({
      statusCode: 1,
      message: 'OK',
      ended: 2,
    });
    for (const other of others) expect(await call('/auth/get_balance', other)).toEqual(SESSION_EXPIRED);
    expect(await call('/auth/get_balance', session)).toMatchObject({ statusCode: 1 });
    expect((await call('/security/overview', session))['sessions']).toHaveLength(1);
  });

  it('lets the player turn sign-in by code off where the site offers it, and refuses codes then', async () => {
    const session = await signUp(kit, 'secure05');
    expect(await call('/security/set_code_login', session, { enabled: false })).toEqual({
      statusCode: 0,
      message: 'codeLoginUnavailable',
    });
    await kit.platform.sites.upsertSite({
      ...SITE_A,
      themeCode: 'casino1',
      themeColor: 'gold',
      currency: 'PHP',
      settings: { tac_login: true },
    });
    const player = await kit.playerOf('secure05');
    await kit.platform.database.db
      .update(players)
      .set({ phoneVerifiedAt: kit.clock.now() })
      .where(eq(players.id, player.id));
    // A code asked for while it was on...
    const requested = await kit.call(
      '/auth/tac/request_login',
      { account_id: 'secure05' },
      { ip: freshAddress() },
    );
    expect(requested.json()).toMatchObject({ statusCode: 1 });
    const code = await kit.lastCode(player.contactPhone);
    expect(await call('/security/set_code_login', session, { enabled: false })).toEqual({
      statusCode: 1,
      message: 'OK',
      code_login: { available: true, enabled: false },
    });
    // ...signs in no more, and no new code is sent.
    const refused = await kit.call(
      '/auth/login_tac',
      { account_id: 'secure05', tac: code },
      { ip: freshAddress() },
    );
    expect(refused.json()).toEqual({ statusCode: 0, message: 'codeLoginDisabled' });
    const again = await kit.call(
      '/auth/tac/request_login',
      { account_id: 'secure05' },
      { ip: freshAddress() },
    );
    expect(again.json()).toEqual({ statusCode: 0, message: 'codeLoginDisabled' });
    const attempts = (await call('/security/overview', session))['attempts'] as Attempt[];
    expect(attempts[0]).toMatchObject({ method: 'code', success: false, reason: 'codeLoginDisabled' });
    expect(await call('/security/set_code_login', session, { enabled: true })).toMatchObject({
      code_login: { enabled: true },
    });
    await kit.platform.sites.upsertSite({
      ...SITE_A,
      themeCode: 'casino1',
      themeColor: 'gold',
      currency: 'PHP',
      settings: { tac_login: false },
    });
  });

  it('keeps the printable part of a user agent, at most 512 characters', async () => {
    await signUp(kit, 'secure06');
    const long = `Agent\u0007/${'x'.repeat(600)}`;
    const body = (await login('secure06', PASSWORD, freshAddress(), long)).json<LoginBody>();
    const overview = await call('/security/overview', { account_id: 'secure06', auth: body.token });
    const [current] = overview['sessions'] as Array<LiveSession & { user_agent: string }>;
    expect(current?.user_agent).toBe(`Agent/${'x'.repeat(505)}`);
  });

  it('purges sign-in attempts older than the policy keeps them', async () => {
    await signUp(kit, 'secure07');
    kit.clock.advance(SECURITY_POLICY.signInAttemptsKeptDays * 24 * 3600 + 1);
    const purged = await kit.platform.operator.purgeExpired();
    expect(purged.signInAttempts).toBeGreaterThan(0);
    expect((await kit.platform.operator.purgeExpired()).signInAttempts).toBe(0);
  });
});
