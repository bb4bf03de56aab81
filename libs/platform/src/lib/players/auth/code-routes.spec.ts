import { eq } from 'drizzle-orm';
import { oneTimeCodes, players, smsOutbox } from '../../db/schema';
import { SECURITY_POLICY } from './security-policy';
import type { SmsSender } from '../sms-sender';
import {
  freshAddress,
  PASSWORD,
  signUp,
  startPlayerKit,
  type LoginBody,
  type PlayerKit,
} from '../testing/player-test-kit';

jest.setTimeout(60_000);

/** Sends like the outbox, except to phones that are switched off (to test a failed delivery). */
class FlakySms implements SmsSender {
  readonly unreachable = new Set<string>();
  inner?: SmsSender;

  async send(siteId: number, phone: string, text: string): Promise<void> {
    if (this.unreachable.has(phone)) throw new Error('gateway down');
    await this.inner?.send(siteId, phone, text);
  }
}

describe('one-time codes over HTTP', () => {
  let kit: PlayerKit;
  const sms = new FlakySms();
  let phoneCounter = 0;

  beforeAll(async () => {
    kit = await startPlayerKit({ sms });
    const { OutboxSmsSender } = await import('../sms-sender');
    sms.inner = new OutboxSmsSender(kit.platform.database.db, kit.clock.now);
  });

  afterAll(() => kit.close());

  /** A new player with a phone of their own, and their session. */
  async function newPlayer(accountId: string) {
    phoneCounter += 1;
    const phone = `+6391800${String(phoneCounter).padStart(5, '0')}`;
    const session = await signUp(kit, accountId, { phone });
    return { ...session, phone };
  }

  /** A new player whose phone is verified already (only a verified phone may sign in by code). */
  async function newVerifiedPlayer(accountId: string) {
    const player = await newPlayer(accountId);
    await markVerified(accountId);
    return player;
  }

  async function markVerified(accountId: string) {
    await kit.platform.database.db
      .update(players)
      .set({ phoneVerifiedAt: kit.clock.now() })
      .where(eq(players.accountId, accountId));
  }

  const call = (path: string, payload: Record<string, unknown>) =>
    kit.call(path, { domain_name: 'alpha.test', ...payload }, { ip: freshAddress() });

  describe('phone verification: /auth/tac/request_new_register and /auth/tac/verify', () => {
    it('sends a 6-digit code to the registered phone and verifies it once', async () => {
      const { account_id, phone } = await newPlayer('verify01');
      const sent = await call('/auth/tac/request_new_register', { account_id });
      expect(sent.json()).toEqual({
        statusCode: 1,
        message: 'OK',
        phone: `+${'*'.repeat(8)}${phone.slice(-4)}`,
        expires_in: SECURITY_POLICY.code.validSeconds,
        resend_in: SECURITY_POLICY.code.resendAfterSeconds,
      });
      const [message] = await kit.platform.operator.readOutbox('alpha');
      expect(message?.phone).toBe(phone);
      expect(message?.text).toMatch(
        /^Alpha Casino: your verification code is \d{6}\. It expires in 5 minutes\./,
      );
      const code = await kit.lastCode(phone);
      // Only a salted hash of the code is stored.
      const rows = await kit.platform.database.db.select().from(oneTimeCodes);
      expect(JSON.stringify(rows)).not.toContain(code);

      expect((await call('/auth/tac/verify', { account_id, tac: code })).json()).toEqual({
        statusCode: 1,
        message: 'OK',
      });
      const status = await kit.call('/settings/check_status', {
        account_id,
        auth: (await newLogin(account_id)).token,
      });
      expect(status.json()).toMatchObject({ statusCode: 1, phone_verified: true });
      expect((await call('/auth/tac/verify', { account_id, tac: code })).json()).toEqual({
        statusCode: 0,
        message: 'alreadyVerified',
      });
      expect((await call('/auth/tac/request_new_register', { account_id })).json()).toMatchObject({
        message: 'alreadyVerified',
      });
    });

    it('answers tacInvalid for a wrong code and tacAttemptsExceeded on the fifth, after which the right one fails', async () => {
      const { account_id, phone } = await newPlayer('verify02');
      await call('/auth/tac/request_new_register', { account_id });
      const code = await kit.lastCode(phone);
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 1; i < SECURITY_POLICY.code.maxAttempts; i++) {
        expect((await call('/auth/tac/verify', { account_id, tac: wrong })).json()).toEqual({
          statusCode: 0,
          message: 'tacInvalid',
        });
      }
      expect((await call('/auth/tac/verify', { account_id, tac: wrong })).json()).toMatchObject({
        message: 'tacAttemptsExceeded',
      });
      expect((await call('/auth/tac/verify', { account_id, tac: code })).json()).toMatchObject({
        message: 'tacAttemptsExceeded',
      });
    });

    it('answers tacExpired five minutes after sending', async () => {
      const { account_id, phone } = await newPlayer('verify03');
      await call('/auth/tac/request_new_register', { account_id });
      const code = await kit.lastCode(phone);
      kit.clock.advance(SECURITY_POLICY.code.validSeconds);
      expect((await call('/auth/tac/verify', { account_id, tac: code })).json()).toEqual({
        statusCode: 0,
        message: 'tacExpired',
      });
    });

    it('throttles resends: HTTP 429 within a minute; then a new code replaces the old one', async () => {
      const { account_id, phone } = await newPlayer('verify04');
      await call('/auth/tac/request_new_register', { account_id });
      const first = await kit.lastCode(phone);
      kit.clock.advance(30);
      const early = await call('/auth/tac/request_new_register', { account_id });
      expect(early.statusCode).toBe(429);
      expect(early.json()).toEqual({ statusCode: -429, message: 'tooManyRequests', retry_after: 30 });
      kit.clock.advance(30);
      expect((await call('/auth/tac/request_new_register', { account_id })).json()).toMatchObject({
        statusCode: 1,
      });
      const second = await kit.lastCode(phone);
      if (first !== second) {
        expect((await call('/auth/tac/verify', { account_id, tac: first })).json()).toMatchObject({
          message: 'tacInvalid',
        });
      }
      expect((await call('/auth/tac/verify', { account_id, tac: second })).json()).toMatchObject({
        statusCode: 1,
      });
    });

    it('accepts the code as a number, leading zeros restored', async () => {
      const { account_id, phone } = await newPlayer('verify05');
      await call('/auth/tac/request_new_register', { account_id });
      const code = await kit.lastCode(phone);
      expect((await call('/auth/tac/verify', { account_id, tac: Number(code) })).json()).toMatchObject({
        statusCode: 1,
      });
    });

    it('answers notFound for an unknown account and sends nothing', async () => {
      const before = await kit.platform.database.db.select().from(smsOutbox);
      expect((await call('/auth/tac/request_new_register', { account_id: 'nobody42' })).json()).toEqual({
        statusCode: 0,
        message: 'notFound',
      });
      expect(await kit.platform.database.db.select().from(smsOutbox)).toHaveLength(before.length);
    });

    it('answers smsUnavailable when the SMS cannot be sent, and the player may ask again at once', async () => {
      const { account_id, phone } = await newPlayer('verify06');
      sms.unreachable.add(phone);
      expect((await call('/auth/tac/request_new_register', { account_id })).json()).toEqual({
        statusCode: -503,
        message: 'smsUnavailable',
      });
      sms.unreachable.delete(phone);
      expect((await call('/auth/tac/request_new_register', { account_id })).json()).toMatchObject({
        statusCode: 1,
      });
    });

    it('limits code calls per account from one address: HTTP 429 after 10 in an hour, not elsewhere', async () => {
      const { account_id } = await newPlayer('verify07');
      const ip = freshAddress();
      const { limit } = SECURITY_POLICY.rateLimits.code.accountAddress;
      const verify = (from: string) =>
        kit.call('/auth/tac/verify', { domain_name: 'alpha.test', account_id, tac: '999999' }, { ip: from });
      for (let i = 0; i < limit; i++) expect((await verify(ip)).statusCode).toBe(200);
      const limited = await verify(ip);
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ message: 'tooManyRequests' });
      // The owner, elsewhere, is not held up by what this address did.
      expect((await verify(freshAddress())).json()).toMatchObject({ statusCode: 0 });
    });

    it('limits the messages sent to one phone, whoever asks and from wherever', async () => {
      const { account_id, phone } = await newPlayer('verify08');
      const { limit } = SECURITY_POLICY.rateLimits.sms.phone;
      for (let i = 0; i < limit; i++) {
        expect((await call('/auth/tac/request_new_register', { account_id })).json()).toMatchObject({
          statusCode: 1,
        });
        kit.clock.advance(SECURITY_POLICY.code.resendAfterSeconds);
      }
      const before = (await kit.platform.operator.readOutbox('alpha', 1000)).length;
      const limited = await call('/auth/tac/request_new_register', { account_id });
      expect(limited.statusCode).toBe(429);
      expect((await kit.platform.operator.readOutbox('alpha', 1000)).length).toBe(before);
      // The owner's password reset has a budget of its own.
      expect(
        (await call('/auth/forgot_password', { account_id, contact_phone: phone })).json(),
      ).toMatchObject({
        statusCode: 1,
      });
    });

    it('limits code calls per client address', async () => {
      const ip = freshAddress();
      const { limit } = SECURITY_POLICY.rateLimits.code.address;
      for (let i = 0; i < limit; i++) {
        const response = await kit.call('/auth/tac/request_login', { account_id: `nobody${i}` }, { ip });
        expect(response.json()).toMatchObject({ message: 'notFound' });
      }
      const limited = await kit.call('/auth/tac/request_login', { account_id: 'nobody' }, { ip });
      expect(limited.statusCode).toBe(429);
    });
  });

  async function newLogin(accountId: string) {
    const response = await call('/auth/login', { account_id: accountId, password: PASSWORD });
    return response.json<LoginBody>();
  }

  describe('code login: /auth/tac/request_login and /auth/login_tac', () => {
    it('logs in with the code once, answering like a password login', async () => {
      const { account_id, phone } = await newVerifiedPlayer('codelog01');
      expect((await call('/auth/tac/request_login', { account_id })).json()).toMatchObject({ statusCode: 1 });
      const code = await kit.lastCode(phone);
      const body = (await call('/auth/login_tac', { account_id, tac: code })).json<LoginBody>();
      expect(body).toMatchObject({ statusCode: 1, user: { account_id }, email: `${account_id}@example.com` });
      expect((await kit.call('/auth/get_balance', { account_id, auth: body.token })).json()).toMatchObject({
        statusCode: 1,
      });
      // Single use.
      expect((await call('/auth/login_tac', { account_id, tac: code })).json()).toEqual({
        statusCode: 0,
        message: 'tacInvalid',
      });
    });

    it('refuses sign-in by code through a phone never verified, and sends nothing', async () => {
      const { account_id } = await newPlayer('codelog05');
      const before = (await kit.platform.operator.readOutbox('alpha', 1000)).length;
      expect((await call('/auth/tac/request_login', { account_id })).json()).toEqual({
        statusCode: 0,
        message: 'phoneNotVerified',
      });
      expect((await kit.platform.operator.readOutbox('alpha', 1000)).length).toBe(before);
      expect((await call('/auth/login_tac', { account_id, tac: '123456' })).json()).toMatchObject({
        message: 'phoneNotVerified',
      });
    });

    it('does not take a register code for a login', async () => {
      const { account_id, phone } = await newPlayer('codelog02');
      await call('/auth/tac/request_new_register', { account_id });
      const code = await kit.lastCode(phone);
      await markVerified(account_id);
      expect((await call('/auth/login_tac', { account_id, tac: code })).json()).toMatchObject({
        message: 'tacInvalid',
      });
    });

    it('slows the address that guessed wrong, even with a valid code; the owner elsewhere signs in', async () => {
      const { account_id, phone } = await newVerifiedPlayer('codelog03');
      const guesser = freshAddress();
      for (let i = 0; i < SECURITY_POLICY.loginThrottle.freeFailures; i++) {
        await kit.call(
          '/auth/login',
          { domain_name: 'alpha.test', account_id, password: 'Wrong1234' },
          { ip: guesser },
        );
      }
      await call('/auth/tac/request_login', { account_id });
      const code = await kit.lastCode(phone);
      const slowed = await kit.call(
        '/auth/login_tac',
        { domain_name: 'alpha.test', account_id, tac: code },
        { ip: guesser },
      );
      expect(slowed.statusCode).toBe(429);
      expect((await call('/auth/login_tac', { account_id, tac: code })).json()).toMatchObject({
        statusCode: 1,
      });
    });

    it('answers tacExpired for a login code older than five minutes', async () => {
      const { account_id, phone } = await newVerifiedPlayer('codelog04');
      await call('/auth/tac/request_login', { account_id });
      const code = await kit.lastCode(phone);
      kit.clock.advance(SECURITY_POLICY.code.validSeconds + 1);
      expect((await call('/auth/login_tac', { account_id, tac: code })).json()).toMatchObject({
        message: 'tacExpired',
      });
    });
  });

  describe('forgotten password: /auth/forgot_password and /auth/reset_password', () => {
    it('sends a reset code to the registered phone; the new password works, the old one and old sessions do not', async () => {
      const { account_id, phone, auth } = await newPlayer('forgot01');
      // The phone may be written differently from how it was registered.
      const spaced = `${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6)}`;
      expect(
        (await call('/auth/forgot_password', { account_id, contact_phone: spaced })).json(),
      ).toMatchObject({
        statusCode: 1,
        expires_in: SECURITY_POLICY.code.validSeconds,
      });
      const code = await kit.lastCode(phone);
      expect(
        (await call('/auth/reset_password', { account_id, tac: code, new_password: 'Brand2New' })).json(),
      ).toEqual({ statusCode: 1, message: 'OK' });
      expect((await call('/auth/login', { account_id, password: PASSWORD })).json()).toMatchObject({
        message: 'invalidCredentials',
      });
      expect((await call('/auth/login', { account_id, password: 'Brand2New' })).json()).toMatchObject({
        statusCode: 1,
      });
      expect((await kit.call('/auth/get_balance', { account_id, auth })).json()).toEqual({
        statusCode: 0,
        message: 'sessionExpired',
      });
      expect(
        (await call('/auth/reset_password', { account_id, tac: code, new_password: 'Other2New' })).json(),
      ).toMatchObject({ message: 'tacInvalid' });
    });

    it('answers invalidAccountOrPhone for another phone or an unknown account, and sends nothing', async () => {
      const { account_id } = await newPlayer('forgot02');
      const before = (await kit.platform.operator.readOutbox('alpha', 1000)).length;
      expect(
        (await call('/auth/forgot_password', { account_id, contact_phone: '+639999999999' })).json(),
      ).toEqual({
        statusCode: 0,
        message: 'invalidAccountOrPhone',
      });
      expect(
        (
          await call('/auth/forgot_password', { account_id: 'nobody77', contact_phone: '+639999999999' })
        ).json(),
      ).toMatchObject({ message: 'invalidAccountOrPhone' });
      expect((await kit.platform.operator.readOutbox('alpha', 1000)).length).toBe(before);
    });

    it('refuses a weak new password without using up the code', async () => {
      const { account_id, phone } = await newPlayer('forgot03');
      await call('/auth/forgot_password', { account_id, contact_phone: phone });
      const code = await kit.lastCode(phone);
      expect(
        (await call('/auth/reset_password', { account_id, tac: code, new_password: 'short' })).json(),
      ).toEqual({
        statusCode: 0,
        message: 'weakPassword',
      });
      expect(
        (await call('/auth/reset_password', { account_id, tac: code, new_password: 'Strong4Meadow' })).json(),
      ).toMatchObject({ statusCode: 1 });
    });

    it('lifts the delays of wrong guesses: the reset proves the phone', async () => {
      const { account_id, phone } = await newPlayer('forgot04');
      const ip = freshAddress();
      const login = (password: string) =>
        kit.call('/auth/login', { domain_name: 'alpha.test', account_id, password }, { ip });
      for (let i = 0; i < SECURITY_POLICY.loginThrottle.freeFailures; i++) await login('Wrong1234');
      expect((await login('Wrong1234')).statusCode).toBe(429);
      await call('/auth/forgot_password', { account_id, contact_phone: phone });
      await call('/auth/reset_password', {
        account_id,
        tac: await kit.lastCode(phone),
        new_password: 'Unlocked1',
      });
      expect((await login('Unlocked1')).json()).toMatchObject({ statusCode: 1 });
      expect((await call('/auth/tac/request_login', { account_id })).json()).toMatchObject({ statusCode: 1 });
    });

    it("never lets wrong-phone guesses use up the owner's reset requests", async () => {
      const { account_id, phone } = await newPlayer('forgot06');
      const guesser = freshAddress();
      for (let i = 0; i < 3 * SECURITY_POLICY.rateLimits.reset.accountPhone.limit; i++) {
        const response = await kit.call(
          '/auth/forgot_password',
          { domain_name: 'alpha.test', account_id, contact_phone: `+63999000${String(i).padStart(4, '0')}` },
          { ip: i % 2 === 0 ? guesser : freshAddress() },
        );
        expect([200, 429]).toContain(response.statusCode);
      }
      expect(
        (await call('/auth/forgot_password', { account_id, contact_phone: phone })).json(),
      ).toMatchObject({
        statusCode: 1,
      });
    });

    it('does not take a login code for a reset', async () => {
      const { account_id, phone } = await newVerifiedPlayer('forgot05');
      await call('/auth/tac/request_login', { account_id });
      const code = await kit.lastCode(phone);
      expect(
        (await call('/auth/reset_password', { account_id, tac: code, new_password: 'Strong4Meadow' })).json(),
      ).toMatchObject({ message: 'tacInvalid' });
    });
  });
});
