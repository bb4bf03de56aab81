import { SECURITY_POLICY } from '../../players/auth/security-policy';
import { freshAddress } from '../../players/testing/player-test-kit';
import {
  sessionCookieOf,
  startBackofficeKit,
  STAFF_PASSWORD,
  type BackofficeKit,
} from '../testing/backoffice-test-kit';
import { STAFF_POLICY } from './staff-policy';

jest.setTimeout(60_000);

const INVALID = { statusCode: 0, message: 'invalidCredentials' };
const EXPIRED = { statusCode: 0, message: 'staffChallengeExpired' };

interface StepBody {
  statusCode: number;
  step: 'totp' | 'enrol';
  challenge: string;
  expires_at: string;
  enrolment: { secret: string; otpauth_uri: string; qr_code: string } | null;
}

describe('staff sign-in: password, then a TOTP code', () => {
  let kit: BackofficeKit;

  beforeAll(async () => {
    kit = await startBackofficeKit();
  });

  afterAll(() => kit.close());

  const passwordStep = async (email: string, password = STAFF_PASSWORD, ip = '198.51.100.7') =>
    (await kit.staffCall('auth/sign_in', { email, password }, { ip })).json<StepBody>();

  it('enrols the authenticator at the first sign-in: QR code, secret, confirmed by a first valid code', async () => {
    const staff = await kit.addStaff('first@ops.example.com', 'viewer', [kit.siteA.id]);
    const step = await passwordStep('First@Ops.example.com');
    expect(step).toMatchObject({ statusCode: 1, step: 'enrol' });
    const enrolment = step.enrolment;
    if (!enrolment) throw new Error('no enrolment');
    expect(enrolment.otpauth_uri).toContain(`secret=${enrolment.secret}`);
    expect(enrolment.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);

    kit.clock.advance(STAFF_POLICY.totp.periodSeconds);
    const wrongCode = String((Number(await kit.codeOf(enrolment.secret)) + 1) % 1_000_000).padStart(6, '0');
    const refused = await kit.staffCall('auth/confirm_enrolment', {
      challenge: step.challenge,
      code: wrongCode,
    });
    expect(refused.json()).toEqual(INVALID);
    expect(sessionCookieOf(refused)).toBeUndefined();

    const confirmed = await kit.staffCall('auth/confirm_enrolment', {
      challenge: step.challenge,
      code: await kit.codeOf(enrolment.secret),
    });
    expect(confirmed.json()).toMatchObject({
      statusCode: 1,
      staff: { staff_id: staff.id, email: 'first@ops.example.com', role: 'viewer', all_sites: false },
      idle_seconds: STAFF_POLICY.session.idleSeconds,
    });
    const cookie = String(confirmed.headers['set-cookie']);
    expect(cookie).toMatch(
      /^wl_staff=[A-Za-z0-9_-]{43}; Path=\/api\/backoffice; Max-Age=28800; HttpOnly; SameSite=Strict$/,
    );
    const session = sessionCookieOf(confirmed);
    expect((await kit.staffCall('auth/me', {}, { session })).json()).toMatchObject({
      statusCode: 1,
      staff: { email: 'first@ops.example.com', sites: [{ site_id: kit.siteA.id, key: 'alpha' }] },
    });

    // Enrolled: the next sign-in asks for a code and shows no secret.
    const next = await passwordStep(staff.email);
    expect(next).toMatchObject({ statusCode: 1, step: 'totp', enrolment: null });
    const entries = (await kit.auditEntries()).filter((entry) => entry.staffId === staff.id);
    expect(entries.map((e) => [e.action, e.outcome, e.reason])).toEqual([
      ['auth/sign_in', 'ok', null],
      ['auth/confirm_enrolment', 'refused', 'wrongCode'],
      ['auth/confirm_enrolment', 'ok', null],
      ['auth/me', 'ok', null],
      ['auth/sign_in', 'ok', null],
    ]);
    expect(entries[2]).toMatchObject({ after: { totp_enrolled: true }, userAgent: 'BackofficeTest/1.0' });
  });

  it('needs the password and a valid code: either wrong answers invalidCredentials, audited', async () => {
    const staff = await kit.addStaff('second@ops.example.com', 'support', [kit.siteA.id]);
    await kit.signIn(staff);
    const before = (await kit.auditEntries()).length;

    expect(await passwordStep(staff.email, 'Wrong4Password')).toEqual(INVALID);
    expect(await passwordStep('nobody@ops.example.com')).toEqual(INVALID);
    const step = await passwordStep(staff.email);
    expect(step).toMatchObject({ statusCode: 1, step: 'totp' });
    // The password alone opens nothing.
    expect((await kit.staffCall('auth/me')).json()).toEqual({
      statusCode: 0,
      message: 'staffSignInRequired',
    });

    kit.clock.advance(STAFF_POLICY.totp.periodSeconds);
    const code = await kit.codeOf(staff.secret ?? '');
    const wrong = code === '000000' ? '111111' : '000000';
    expect(
      (await kit.staffCall('auth/verify_totp', { challenge: step.challenge, code: wrong })).json(),
    ).toEqual(INVALID);
    const opened = await kit.staffCall('auth/verify_totp', { challenge: step.challenge, code });
    expect(opened.json()).toMatchObject({ statusCode: 1, staff: { role: 'support' } });
    expect(sessionCookieOf(opened)).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const entries = (await kit.auditEntries()).slice(before);
    expect(entries.map((e) => [e.staffId, e.action, e.outcome, e.reason])).toEqual([
      [staff.id, 'auth/sign_in', 'refused', 'wrongPassword'],
      [null, 'auth/sign_in', 'refused', 'unknownEmail'],
      [staff.id, 'auth/sign_in', 'ok', null],
      [null, 'auth/me', 'refused', 'staffSignInRequired'],
      [staff.id, 'auth/verify_totp', 'refused', 'wrongCode'],
      [staff.id, 'auth/verify_totp', 'ok', null],
    ]);
    expect(entries[1]).toMatchObject({ targetKind: 'staff', targetId: 'nobody@ops.example.com' });
    expect(JSON.stringify(entries)).not.toContain('Wrong4Password');
  });

  it('takes a code once: the same code again (even in its window) is refused as a replay', async () => {
    const staff = await kit.addStaff('replay@ops.example.com', 'finance');
    const session = await kit.signIn(staff);
    const code = await kit.codeOf(staff.secret ?? '');
    await kit.staffCall('auth/sign_out', {}, { session });

    const step = await passwordStep(staff.email);
    const replayed = await kit.staffCall('auth/verify_totp', { challenge: step.challenge, code });
    expect(replayed.json()).toEqual(INVALID);
    const [last] = (await kit.auditEntries()).slice(-1);
    expect(last).toMatchObject({ staffId: staff.id, outcome: 'refused', reason: 'replayedCode' });

    kit.clock.advance(STAFF_POLICY.totp.periodSeconds);
    const fresh = await kit.codeOf(staff.secret ?? '');
    expect(
      (await kit.staffCall('auth/verify_totp', { challenge: step.challenge, code: fresh })).json(),
    ).toMatchObject({
      statusCode: 1,
    });
  });

  it('uses a challenge once, for a few minutes and a few codes', async () => {
    const staff = await kit.addStaff('challenge@ops.example.com', 'viewer');
    await kit.signIn(staff);
    const secret = staff.secret ?? '';

    const used = await passwordStep(staff.email);
    kit.clock.advance(STAFF_POLICY.totp.periodSeconds);
    const code = await kit.codeOf(secret);
    expect(
      (await kit.staffCall('auth/verify_totp', { challenge: used.challenge, code })).json(),
    ).toMatchObject({
      statusCode: 1,
    });
    kit.clock.advance(STAFF_POLICY.totp.periodSeconds);
    const again = { challenge: used.challenge, code: await kit.codeOf(secret) };
    expect((await kit.staffCall('auth/verify_totp', again)).json()).toEqual(EXPIRED);

    const late = await passwordStep(staff.email);
    kit.clock.advance(STAFF_POLICY.challenge.validSeconds);
    const lateCode = { challenge: late.challenge, code: await kit.codeOf(secret) };
    expect((await kit.staffCall('auth/verify_totp', lateCode)).json()).toEqual(EXPIRED);

    // A challenge of one purpose does not serve the other.
    const totp = await passwordStep(staff.email);
    kit.clock.advance(STAFF_POLICY.totp.periodSeconds);
    const crossed = { challenge: totp.challenge, code: await kit.codeOf(secret) };
    expect((await kit.staffCall('auth/confirm_enrolment', crossed)).json()).toEqual(EXPIRED);

    const guessed = await passwordStep(staff.email, STAFF_PASSWORD, freshAddress());
    const ip = freshAddress();
    for (let i = 0; i < STAFF_POLICY.challenge.maxAttempts; i++) {
      const guess = { challenge: guessed.challenge, code: String(100_000 + i) };
      expect((await kit.staffCall('auth/verify_totp', guess, { ip })).json()).toMatchObject({
        statusCode: expect.any(Number),
      });
    }
    const right = { challenge: guessed.challenge, code: await kit.codeOf(secret) };
    expect((await kit.staffCall('auth/verify_totp', right, { ip: freshAddress() })).json()).toEqual(EXPIRED);
  });

  it('slows wrong passwords from one address, never the staff member from another', async () => {
    const staff = await kit.addStaff('throttled@ops.example.com', 'viewer');
    const ip = freshAddress();
    for (let i = 0; i < SECURITY_POLICY.loginThrottle.freeFailures; i++) {
      expect(await passwordStep(staff.email, `Wrong${i}Password`, ip)).toEqual(INVALID);
    }
    const slowed = await kit.staffCall(
      'auth/sign_in',
      { email: staff.email, password: STAFF_PASSWORD },
      { ip },
    );
    expect(slowed.statusCode).toBe(429);
    expect(slowed.json()).toMatchObject({ message: 'tooManyRequests' });
    expect(await passwordStep(staff.email, STAFF_PASSWORD, freshAddress())).toMatchObject({ statusCode: 1 });
    const [last] = (await kit.auditEntries()).filter((e) => e.clientAddress === ip).slice(-1);
    expect(last).toMatchObject({ outcome: 'refused', reason: 'tooManyRequests' });
  });

  it('answers a disabled staff member as a wrong password', async () => {
    const owner = await kit.addStaff('boss@ops.example.com', 'owner');
    const staff = await kit.addStaff('leaver@ops.example.com', 'support');
    const session = await kit.signIn(owner);
    expect((await kit.staffCall('staff/disable', { staff_id: staff.id }, { session })).json()).toMatchObject({
      statusCode: 1,
    });
    expect(await passwordStep(staff.email)).toEqual(INVALID);
    const [last] = (await kit.auditEntries()).slice(-1);
    expect(last).toMatchObject({ staffId: staff.id, reason: 'staffDisabled' });
  });

  it.each([
    ['an empty password', { email: 'x@ops.example.com', password: '' }],
    ['no e-mail', { password: STAFF_PASSWORD }],
    ['a code of five digits', { challenge: 'abc', code: '12345' }],
  ])('refuses %s as invalidRequest, audited', async (_, body) => {
    const path = 'code' in body ? 'auth/verify_totp' : 'auth/sign_in';
    const before = (await kit.auditEntries()).length;
    const response = await kit.staffCall(path, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'invalidRequest' });
    const entries = (await kit.auditEntries()).slice(before);
    expect(entries).toEqual([
      expect.objectContaining({ action: path, outcome: 'refused', reason: 'invalidRequest' }),
    ]);
  });
});
