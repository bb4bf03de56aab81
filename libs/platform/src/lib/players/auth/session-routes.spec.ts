import { SECURITY_POLICY } from '../auth/security-policy';
import {
  freshAddress,
  PASSWORD,
  signUp,
  startMemberKit,
  type LoginBody,
  type MemberKit,
} from '../testing/player-test-kit';

jest.setTimeout(60_000);

const SESSION_EXPIRED = { statusCode: 0, message: 'sessionExpired' };

describe('member calls over HTTP: password and signing out', () => {
  let kit: MemberKit;

  beforeAll(async () => {
    kit = await startMemberKit();
  });

  afterAll(() => kit.close());

  const member: MemberKit['member'] = (...args) => kit.member(...args);

  describe('/auth/update_password', () => {
    const login = (accountId: string, password: string) =>
      kit.call('/auth/login', { account_id: accountId, password }, { ip: freshAddress() });

    it('changes the password and ends the other sessions, keeping this one', async () => {
      const session = await signUp(kit, 'changer01');
      const other = (await login('changer01', PASSWORD)).json<LoginBody>();
      expect(
        (
          await member('/auth/update_password', session, {
            password: PASSWORD,
            new_password: 'Changed4Harbor',
          })
        ).json(),
      ).toEqual({ statusCode: 1, message: 'OK' });
      expect((await member('/auth/get_balance', session)).json()).toMatchObject({ statusCode: 1 });
      expect(
        (await member('/auth/get_balance', { account_id: 'changer01', auth: other.token })).json(),
      ).toEqual(SESSION_EXPIRED);
      expect((await login('changer01', PASSWORD)).json()).toMatchObject({ message: 'invalidCredentials' });
      expect((await login('changer01', 'Changed4Harbor')).json()).toMatchObject({ statusCode: 1 });
    });

    it.each<[string, string, string, string, string]>([
      ['a wrong current password', 'keeper01', 'Wrong1234', 'Changed4Harbor', 'invalidPassword'],
      ['a weak new password', 'keeper02', PASSWORD, 'weak', 'weakPassword'],
      ['the same password again', 'keeper03', PASSWORD, PASSWORD, 'samePassword'],
    ])('refuses %s (%s) and keeps the old password', async (_, accountId, current, next, key) => {
      const session = await signUp(kit, accountId);
      expect(
        (await member('/auth/update_password', session, { password: current, new_password: next })).json(),
      ).toEqual({
        statusCode: 0,
        message: key,
      });
      expect((await login(accountId, PASSWORD)).json()).toMatchObject({ statusCode: 1 });
    });

    it('slows wrong current passwords from that address, never the sign-in from elsewhere', async () => {
      const session = await signUp(kit, 'guesser01');
      for (let i = 0; i < SECURITY_POLICY.loginThrottle.freeFailures; i++) {
        expect(
          (
            await member('/auth/update_password', session, {
              password: `Wrong${i}xyz`,
              new_password: 'Changed4Harbor',
            })
          ).json(),
        ).toMatchObject({ message: 'invalidPassword' });
      }
      const slowed = await member('/auth/update_password', session, {
        password: PASSWORD,
        new_password: 'Changed4Harbor',
      });
      expect(slowed.statusCode).toBe(429);
      expect(slowed.json()).toMatchObject({ message: 'tooManyRequests' });
      // The password did not change, and the player still signs in from another address.
      expect((await login('guesser01', PASSWORD)).json()).toMatchObject({ statusCode: 1 });
    });

    it('answers sessionExpired without a valid session', async () => {
      expect(
        (
          await member(
            '/auth/update_password',
            { account_id: 'changer01', auth: 'nope' },
            {
              password: PASSWORD,
              new_password: 'Changed4Harbor',
            },
          )
        ).json(),
      ).toEqual(SESSION_EXPIRED);
    });
  });
  describe('/auth/logout and /auth/logout_all', () => {
    const login = (accountId: string) =>
      kit.call('/auth/login', { account_id: accountId, password: PASSWORD }, { ip: freshAddress() });

    it('signs out this session only: its token stops working at once, the other session keeps working', async () => {
      const session = await signUp(kit, 'leaver01');
      const other = (await login('leaver01')).json<LoginBody>();
      expect((await member('/auth/logout', session)).json()).toEqual({ statusCode: 1, message: 'OK' });
      expect((await member('/auth/get_balance', session)).json()).toEqual(SESSION_EXPIRED);
      expect((await member('/auth/logout', session)).json()).toEqual(SESSION_EXPIRED);
      expect(
        (await member('/auth/get_balance', { account_id: 'leaver01', auth: other.token })).json(),
      ).toMatchObject({ statusCode: 1 });
    });

    it('signs out everywhere: every session of the player ends, and a new sign-in works', async () => {
      const session = await signUp(kit, 'leaver02');
      const other = (await login('leaver02')).json<LoginBody>();
      expect((await member('/auth/logout_all', session)).json()).toEqual({ statusCode: 1, message: 'OK' });
      expect((await member('/auth/get_balance', session)).json()).toEqual(SESSION_EXPIRED);
      expect(
        (await member('/auth/get_balance', { account_id: 'leaver02', auth: other.token })).json(),
      ).toEqual(SESSION_EXPIRED);
      const again = (await login('leaver02')).json<LoginBody>();
      expect(
        (await member('/auth/get_balance', { account_id: 'leaver02', auth: again.token })).json(),
      ).toMatchObject({ statusCode: 1 });
    });

    it('keeps at most the policy number of live sessions per player: a new sign-in ends the oldest', async () => {
      const first = await signUp(kit, 'leaver05');
      const max = SECURITY_POLICY.maxSessionsPerPlayer;
      const later: LoginBody[] = [];
      for (let i = 1; i < max; i++) {
        kit.clock.advance(1);
        later.push((await login('leaver05')).json<LoginBody>());
      }
      const balance = (auth: string) => member('/auth/get_balance', { account_id: 'leaver05', auth });
      expect((await balance(first.auth)).json()).toMatchObject({ statusCode: 1 });
      kit.clock.advance(1);
      const newest = (await login('leaver05')).json<LoginBody>();
      expect((await balance(first.auth)).json()).toEqual(SESSION_EXPIRED);
      for (const session of [...later, newest]) {
        expect((await balance(session.token)).json()).toMatchObject({ statusCode: 1 });
      }
    });

    it("cannot sign out another player's session with its own token", async () => {
      const victim = await signUp(kit, 'leaver03');
      const attacker = await signUp(kit, 'leaver04');
      expect(
        (await member('/auth/logout_all', { account_id: 'leaver03', auth: attacker.auth })).json(),
      ).toEqual(SESSION_EXPIRED);
      expect((await member('/auth/get_balance', victim)).json()).toMatchObject({ statusCode: 1 });
    });
  });
});
