import { eq } from 'drizzle-orm';
import { players, sessions } from '../../db/schema';
import { SECURITY_POLICY } from './security-policy';
import { sha256 } from './secrets';
import { legacyHash } from '../testing/legacy-hash';
import { currentScryptParams } from './password-hasher';
import {
  freshAddress,
  PASSWORD,
  phoneOf,
  signUp,
  signupPayload,
  startPlayerKit,
  type LoginBody,
  type PlayerKit,
} from '../testing/player-test-kit';

jest.setTimeout(60_000);

/** A hash made at the parameters new hashes use now (the test platform lowers the cost). */
const hashedToday = () => new RegExp(`^scrypt\\$ln=${currentScryptParams().ln},r=8,p=1\\$`);

describe('sign-up, login and sessions over HTTP', () => {
  let kit: PlayerKit;

  beforeAll(async () => {
    kit = await startPlayerKit();
  });

  afterAll(() => kit.close());

  const login = (accountId: string, password: string, options: { host?: string; ip?: string } = {}) =>
    kit.call(
      '/auth/login',
      { account_id: accountId, password, domain_name: options.host ?? 'alpha.test' },
      {
        ip: options.ip ?? freshAddress(),
        ...(options.host ? { host: options.host } : {}),
      },
    );

  describe('POST /api/auth/signup', () => {
    it('stores every field of the payload and answers like a login', async () => {
      const response = await kit.call('/auth/signup', signupPayload('Newbie01'), { ip: freshAddress() });
      expect(response.statusCode).toBe(200);
      const body = response.json<LoginBody>();
      expect(body).toMatchObject({
        statusCode: 1,
        message: 'OK',
        user: { account_id: 'newbie01', full_name: '', contact_email: 'Newbie01@example.com' },
        fullname: '',
        email: 'Newbie01@example.com',
      });
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(body.user.session_token).toBe(body.token);

      const [row] = await kit.platform.database.db
        .select()
        .from(players)
        .where(eq(players.accountId, 'newbie01'));
      expect(row).toMatchObject({
        siteId: kit.siteA.id,
        contactPhone: phoneOf('Newbie01').replace(/ /g, ''),
        contactEmail: 'Newbie01@example.com',
        referrerCode: 'REF42',
        ch: 'facebook',
        cm: 'spring-campaign',
        pp: 'landing-7',
        affiliateCode: 'AFF9',
        fbp: 'fb.1.1700000000.123',
        appsflyerId: '1700000000-111',
        visitorId: 'visitor-abc',
        status: 'active',
        phoneVerifiedAt: null,
      });
      expect(row?.passwordHash).toMatch(hashedToday());
      expect(row?.passwordHash).not.toContain(PASSWORD);
      // Only the token's hash is kept.
      const [session] = await kit.platform.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.tokenHash, sha256(body.token)));
      expect(session?.playerId).toBe(row?.id);
    });

    it('refuses an account id already taken on the site (any case): accountExists', async () => {
      await signUp(kit, 'taken01');
      const response = await kit.call('/auth/signup', signupPayload('TAKEN01'), { ip: freshAddress() });
      expect(response.json()).toMatchObject({ statusCode: 0, message: 'accountExists' });
    });

    it.each<[string, Record<string, unknown>, string]>([
      ['an account id with a space', { account_id: 'bad name' }, 'invalidAccountId'],
      ['an account id of two letters', { account_id: 'ab' }, 'invalidAccountId'],
      ['a common password', { password: 'password1' }, 'weakPassword'],
      ['a password of seven characters', { password: 'abc1234' }, 'weakPassword'],
      [
        'a password equal to the account id',
        { account_id: 'same1234', password: 'same1234' },
        'weakPassword',
      ],
      ['a phone with letters', { contact_phone: '0917-CALL-ME' }, 'invalidPhone'],
      ['a phone too short', { contact_phone: '12345' }, 'invalidPhone'],
      ['an e-mail without a domain', { contact_email: 'someone@' }, 'invalidEmail'],
    ])('refuses %s with %s and stores nothing', async (_, change, key) => {
      const payload = signupPayload('fresh01', change);
      const response = await kit.call('/auth/signup', payload, { ip: freshAddress() });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ statusCode: 0, message: key });
      const accountId = String(payload.account_id).toLowerCase();
      const rows = await kit.platform.database.db
        .select()
        .from(players)
        .where(eq(players.accountId, accountId));
      expect(rows).toEqual([]);
    });

    it('refuses an unknown host with siteNotFound and an external_id of another site too', async () => {
      const unknown = await kit.call(
        '/auth/signup',
        signupPayload('nohost01', { domain_name: 'nowhere.test' }),
        {
          host: 'nowhere.test',
          ip: freshAddress(),
        },
      );
      expect(unknown.json()).toMatchObject({ statusCode: -404, message: 'siteNotFound' });
      const foreign = await kit.call('/auth/signup', signupPayload('nohost01', { external_id: 'beta' }), {
        ip: freshAddress(),
      });
      expect(foreign.json()).toMatchObject({ statusCode: -404, message: 'siteNotFound' });
    });

    it('allows only a few accounts per phone number on a site, however they sign up', async () => {
      const phone = '+63 917 777 0001';
      const max = SECURITY_POLICY.maxAccountsPerPhone;
      await Promise.all(
        Array.from({ length: max + 2 }, (_, i) =>
          kit.call('/auth/signup', signupPayload(`shared${i}`, { contact_phone: phone }), {
            ip: freshAddress(),
          }),
        ),
      );
      const stored = await kit.platform.database.db
        .select()
        .from(players)
        .where(eq(players.contactPhone, phone.replace(/ /g, '')));
      expect(stored).toHaveLength(max);
      const more = await kit.call('/auth/signup', signupPayload('sharedmore', { contact_phone: phone }), {
        ip: freshAddress(),
      });
      expect(more.json()).toEqual({ statusCode: 0, message: 'phoneInUse' });
      // The same number on another operator's site is another matter.
      const elsewhere = await kit.call(
        '/auth/signup',
        signupPayload('sharedbeta', {
          contact_phone: phone,
          domain_name: 'beta.test',
          external_id: undefined,
        }),
        { host: 'beta.test', ip: freshAddress() },
      );
      expect(elsewhere.json()).toMatchObject({ statusCode: 1 });
    });

    it('limits sign-ups per client address: HTTP 429 once the window is full', async () => {
      const ip = freshAddress();
      const { limit, windowSeconds } = SECURITY_POLICY.rateLimits.signup.address;
      for (let i = 0; i < limit; i++) {
        // Bad input is refused before it is counted; these are all good sign-ups.
        await signUp(kit, `crowd${i}`, { ip });
      }
      const limited = await kit.call('/auth/signup', signupPayload('crowdmore'), { ip });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ message: 'tooManyRequests', retry_after: windowSeconds });
      expect(await kit.platform.operator.findPlayer('alpha', 'crowdmore')).toBeUndefined();
    });

    it('rejects a payload of the wrong shape with HTTP 400 invalidRequest', async () => {
      const response = await kit.call(
        '/auth/signup',
        { account_id: 'x', password: 5 },
        { ip: freshAddress() },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: -400, message: 'invalidRequest' });
    });
  });

  describe('POST /api/auth/login', () => {
    beforeAll(async () => {
      await signUp(kit, 'player01');
    });

    it('answers statusCode 1, a token, user, fullname and email, with a new token at every login', async () => {
      const first = (await login('player01', PASSWORD)).json<LoginBody>();
      const second = (await login('PLAYER01', PASSWORD)).json<LoginBody>();
      expect(first).toMatchObject({
        statusCode: 1,
        user: { account_id: 'player01' },
        email: 'player01@example.com',
      });
      expect(second.statusCode).toBe(1);
      expect(second.token).not.toBe(first.token);
      for (const token of [first.token, second.token]) {
        const balance = await kit.call('/auth/get_balance', { account_id: 'player01', auth: token });
        expect(balance.json()).toMatchObject({ statusCode: 1 });
      }
    });

    it('answers invalidCredentials for a wrong password and for an unknown account alike', async () => {
      expect((await login('player01', 'Wrong1234')).json()).toEqual({
        statusCode: 0,
        message: 'invalidCredentials',
      });
      expect((await login('nobody99', PASSWORD)).json()).toEqual({
        statusCode: 0,
        message: 'invalidCredentials',
      });
    });

    it('slows wrong passwords from one address with growing delays, and forgets them after a success', async () => {
      await signUp(kit, 'slowme01');
      const ip = freshAddress();
      const { freeFailures, firstDelaySeconds } = SECURITY_POLICY.loginThrottle;
      for (let i = 0; i < freeFailures; i++) {
        expect((await login('slowme01', 'Wrong1234', { ip })).json()).toEqual({
          statusCode: 0,
          message: 'invalidCredentials',
        });
      }
      // Even the right password waits out the delay from this address...
      const slowed = await login('slowme01', PASSWORD, { ip });
      expect(slowed.statusCode).toBe(429);
      expect(slowed.json()).toEqual({
        statusCode: -429,
        message: 'tooManyRequests',
        retry_after: firstDelaySeconds,
      });
      expect(slowed.headers['retry-after']).toBe(String(firstDelaySeconds));
      // ...and each further failure doubles it.
      kit.clock.advance(firstDelaySeconds);
      expect((await login('slowme01', 'Wrong1234', { ip })).json()).toMatchObject({
        message: 'invalidCredentials',
      });
      expect((await login('slowme01', PASSWORD, { ip })).json()).toMatchObject({
        message: 'tooManyRequests',
        retry_after: 2 * firstDelaySeconds,
      });
      kit.clock.advance(2 * firstDelaySeconds);
      expect((await login('slowme01', PASSWORD, { ip })).json()).toMatchObject({ statusCode: 1 });
      // The count starts again from zero after a successful login.
      expect((await login('slowme01', 'Wrong1234', { ip })).json()).toMatchObject({
        message: 'invalidCredentials',
      });
      expect((await login('slowme01', PASSWORD, { ip })).json()).toMatchObject({ statusCode: 1 });
    });

    it("never lets a stranger's wrong passwords keep the owner out", async () => {
      await signUp(kit, 'victim01');
      const stranger = freshAddress();
      let refused = 0;
      for (let i = 0; i < 40; i++) {
        const response = await login('victim01', `Guess${i}abc`, { ip: stranger });
        if (response.statusCode === 429) refused += 1;
        else expect(response.json()).toMatchObject({ message: 'invalidCredentials' });
        if (i % 5 === 4) kit.clock.advance(60);
      }
      expect(refused).toBeGreaterThan(0);
      // The owner, from their own address, signs in at once, by password and the same again later.
      const owner = freshAddress();
      expect((await login('victim01', PASSWORD, { ip: owner })).json()).toMatchObject({ statusCode: 1 });
      expect((await login('victim01', PASSWORD, { ip: owner })).json()).toMatchObject({ statusCode: 1 });
    });

    it('caps the delay at the policy maximum, and forgets failures after the forget period', async () => {
      await signUp(kit, 'slowme02');
      const ip = freshAddress();
      const { maxDelaySeconds, forgetAfterSeconds } = SECURITY_POLICY.loginThrottle;
      for (let i = 0; i < 12; i++) {
        await login('slowme02', 'Wrong1234', { ip });
        kit.clock.advance(maxDelaySeconds);
      }
      await login('slowme02', 'Wrong1234', { ip });
      expect((await login('slowme02', PASSWORD, { ip })).json()).toMatchObject({
        message: 'tooManyRequests',
        retry_after: maxDelaySeconds,
      });
      kit.clock.advance(forgetAfterSeconds);
      expect((await login('slowme02', 'Wrong1234', { ip })).json()).toMatchObject({
        message: 'invalidCredentials',
      });
      expect((await login('slowme02', PASSWORD, { ip })).json()).toMatchObject({ statusCode: 1 });
    });

    it('limits logins per client address across accounts, password and code logins together', async () => {
      const ip = freshAddress();
      const { limit } = SECURITY_POLICY.rateLimits.login.address;
      for (let i = 0; i < limit; i++) {
        // Mostly code logins of unknown accounts: they count like password logins and cost no hashing.
        const response =
          i % 10 === 0
            ? await login(`ghost${i}`, 'Wrong1234', { ip })
            : await kit.call('/auth/login_tac', { account_id: `ghost${i}`, tac: '123456' }, { ip });
        expect(response.statusCode).toBe(200);
      }
      const limited = await login('player01', PASSWORD, { ip });
      expect(limited.statusCode).toBe(429);
      expect(limited.json()).toMatchObject({ message: 'tooManyRequests' });
      // Another address is not affected.
      expect((await login('player01', PASSWORD)).json()).toMatchObject({ statusCode: 1 });
    });

    it('rehashes a password stored with older scrypt parameters at the next login', async () => {
      await signUp(kit, 'oldhash01');
      const { db } = kit.platform.database;
      await db
        .update(players)
        .set({ passwordHash: legacyHash(PASSWORD) })
        .where(eq(players.accountId, 'oldhash01'));
      expect((await login('oldhash01', PASSWORD)).json()).toMatchObject({ statusCode: 1 });
      const [row] = await db.select().from(players).where(eq(players.accountId, 'oldhash01'));
      expect(row?.passwordHash).toMatch(hashedToday());
      expect((await login('oldhash01', PASSWORD)).json()).toMatchObject({ statusCode: 1 });
    });

    it('answers accountBlocked and accountClosed for accounts the operator stopped', async () => {
      await signUp(kit, 'blocked01');
      await kit.platform.operator.setPlayerStatus('alpha', 'blocked01', 'blocked');
      expect((await login('blocked01', PASSWORD)).json()).toEqual({
        statusCode: 0,
        message: 'accountBlocked',
      });
      await kit.platform.operator.setPlayerStatus('alpha', 'blocked01', 'closed');
      expect((await login('blocked01', PASSWORD)).json()).toEqual({
        statusCode: 0,
        message: 'accountClosed',
      });
    });
  });

  describe('sessions', () => {
    const balance = (accountId: string, auth: string, host = 'alpha.test') =>
      kit.call('/auth/get_balance', { account_id: accountId, auth }, { host });

    it('expire after 30 idle minutes', async () => {
      const { account_id, auth } = await signUp(kit, 'idle0001');
      kit.clock.advance(SECURITY_POLICY.session.idleSeconds - 60);
      expect((await balance(account_id, auth)).json()).toMatchObject({ statusCode: 1 });
      // That call counted as activity: the idle time starts again.
      kit.clock.advance(SECURITY_POLICY.session.idleSeconds - 60);
      expect((await balance(account_id, auth)).json()).toMatchObject({ statusCode: 1 });
      kit.clock.advance(SECURITY_POLICY.session.idleSeconds);
      expect((await balance(account_id, auth)).json()).toEqual({ statusCode: 0, message: 'sessionExpired' });
    });

    it('expire 12 hours after login however busy the player is', async () => {
      const { account_id, auth } = await signUp(kit, 'busy0001');
      const step = SECURITY_POLICY.session.idleSeconds - 60;
      let elapsed = 0;
      while (elapsed + step < SECURITY_POLICY.session.absoluteSeconds) {
        kit.clock.advance(step);
        elapsed += step;
        expect((await balance(account_id, auth)).json()).toMatchObject({ statusCode: 1 });
      }
      kit.clock.advance(SECURITY_POLICY.session.absoluteSeconds - elapsed);
      expect((await balance(account_id, auth)).json()).toEqual({ statusCode: 0, message: 'sessionExpired' });
    });

    it('answer sessionExpired for a made-up token, another account, or no such site', async () => {
      const { account_id, auth } = await signUp(kit, 'owner001');
      const other = await signUp(kit, 'other001');
      expect((await balance(account_id, 'A'.repeat(43))).json()).toEqual({
        statusCode: 0,
        message: 'sessionExpired',
      });
      expect((await balance(other.account_id, auth)).json()).toEqual({
        statusCode: 0,
        message: 'sessionExpired',
      });
      expect((await balance(account_id, auth, 'nowhere.test')).json()).toEqual({
        statusCode: 0,
        message: 'sessionExpired',
      });
    });

    it('answer BLOCK or CLOSE once the operator blocks or closes the account', async () => {
      const { account_id, auth } = await signUp(kit, 'stopped01');
      await kit.platform.operator.setPlayerStatus('alpha', account_id, 'blocked');
      expect((await balance(account_id, auth)).json()).toEqual({ statusCode: 0, message: 'BLOCK' });
      await kit.platform.operator.setPlayerStatus('alpha', account_id, 'closed');
      expect((await balance(account_id, auth)).json()).toEqual({ statusCode: 0, message: 'CLOSE' });
      await kit.platform.operator.setPlayerStatus('alpha', account_id, 'active');
      expect((await balance(account_id, auth)).json()).toMatchObject({ statusCode: 1 });
    });
  });
});
