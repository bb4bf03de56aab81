import {
  freshAddress,
  PASSWORD,
  signUp,
  signupPayload,
  startMemberKit,
  type MemberKit,
} from '../testing/player-test-kit';

jest.setTimeout(60_000);

/** On every list of breached passwords, or a listed word with digits and symbols added. */
const COMMON = ['password1', 'qwerty123', 'QWERTY123', 'Password2024!'];
/** 27 characters of plain words: no digit, no capital, no symbol. */
const PASSPHRASE = 'amber otters juggle quietly';

describe('the rules of a new account’s fields over HTTP', () => {
  let kit: MemberKit;
  let phones = 0;

  beforeAll(async () => {
    kit = await startMemberKit();
  });

  afterAll(() => kit.close());

  /** A new player with a phone of their own (a site allows only a few accounts per phone). */
  async function newPlayer(accountId: string) {
    phones += 1;
    const phone = `+6391711${String(phones).padStart(5, '0')}`;
    return { ...(await signUp(kit, accountId, { phone })), phone };
  }

  const signup = (accountId: string, change: Record<string, unknown>) => {
    phones += 1;
    const phone = `+6391711${String(phones).padStart(5, '0')}`;
    return kit.call('/auth/signup', signupPayload(accountId, { contact_phone: phone, ...change }), {
      ip: freshAddress(),
    });
  };

  const login = (accountId: string, password: string) =>
    kit.call('/auth/login', { account_id: accountId, password }, { ip: freshAddress() });

  /** Asks for a reset code and answers it. */
  async function resetCode(player: { account_id: string; phone: string }): Promise<string> {
    const sent = await kit.call(
      '/auth/forgot_password',
      { account_id: player.account_id, contact_phone: player.phone },
      { ip: freshAddress() },
    );
    expect(sent.json()).toMatchObject({ statusCode: 1 });
    return kit.lastCode(player.phone);
  }

  describe('passwords', () => {
    it.each(COMMON)('refuses the common password %s at sign-up and stores nothing', async (password) => {
      expect((await signup('common01', { password })).json()).toEqual({
        statusCode: 0,
        message: 'weakPassword',
      });
      expect(await kit.platform.operator.findPlayer('alpha', 'common01')).toBeUndefined();
    });

    it('refuses common passwords as the new one at a reset, and keeps the code for a good one', async () => {
      const player = await newPlayer('common02');
      const tac = await resetCode(player);
      for (const password of COMMON) {
        const answer = await kit.call(
          '/auth/reset_password',
          { account_id: player.account_id, tac, new_password: password },
          { ip: freshAddress() },
        );
        expect(answer.json()).toEqual({ statusCode: 0, message: 'weakPassword' });
      }
      expect((await login('common02', PASSWORD)).json()).toMatchObject({ statusCode: 1 });
      const reset = await kit.call(
        '/auth/reset_password',
        { account_id: player.account_id, tac, new_password: PASSPHRASE },
        { ip: freshAddress() },
      );
      expect(reset.json()).toEqual({ statusCode: 1, message: 'OK' });
      expect((await login('common02', PASSPHRASE)).json()).toMatchObject({ statusCode: 1 });
    });

    it('refuses common passwords as the new one at a change, and the old one still signs in', async () => {
      const session = await newPlayer('common03');
      for (const password of COMMON) {
        const answer = await kit.member('/auth/update_password', session, {
          password: PASSWORD,
          new_password: password,
        });
        expect(answer.json()).toEqual({ statusCode: 0, message: 'weakPassword' });
      }
      expect((await login('common03', PASSWORD)).json()).toMatchObject({ statusCode: 1 });
    });

    it('accepts a 27-character passphrase without digits at sign-up, and signs in with it', async () => {
      expect([...PASSPHRASE]).toHaveLength(27);
      expect((await signup('phrase01', { password: PASSPHRASE })).json()).toMatchObject({ statusCode: 1 });
      expect((await login('phrase01', PASSPHRASE)).json()).toMatchObject({ statusCode: 1 });
    });

    it('accepts a passphrase as the new password at a change', async () => {
      const session = await newPlayer('phrase02');
      const answer = await kit.member('/auth/update_password', session, {
        password: PASSWORD,
        new_password: PASSPHRASE,
      });
      expect(answer.json()).toEqual({ statusCode: 1, message: 'OK' });
      expect((await login('phrase02', PASSPHRASE)).json()).toMatchObject({ statusCode: 1 });
    });

    it('accepts the demo password and passwords of letters only', async () => {
      expect((await signup('demopass01', { password: 'Demo1234!' })).json()).toMatchObject({
        statusCode: 1,
      });
      expect((await signup('letters01', { password: 'onlyletters' })).json()).toMatchObject({
        statusCode: 1,
      });
    });
  });

  describe('e-mail addresses', () => {
    const MARKUP = ['<b>x</b>@y.z', '<script>@example.com', '"quoted"@example.com', 'a b@example.com'];

    it.each(MARKUP)('refuses %s at sign-up and stores nothing', async (email) => {
      expect((await signup('mailer01', { contact_email: email })).json()).toEqual({
        statusCode: 0,
        message: 'invalidEmail',
      });
      expect(await kit.platform.operator.findPlayer('alpha', 'mailer01')).toBeUndefined();
    });

    it('refuses markup in a profile update, keeps the stored address, and takes ordinary ones', async () => {
      const session = await newPlayer('mailer02');
      const update = (email: string) =>
        kit.member('/settings/profile_update', session, { full_name: 'Ana Cruz', contact_email: email });
      for (const email of [...MARKUP, 'x@y@example.com', 'someone@localhost']) {
        expect((await update(email)).json()).toEqual({ statusCode: 0, message: 'invalidEmail' });
      }
      expect(await kit.playerOf('mailer02')).toMatchObject({
        fullName: '',
        contactEmail: 'mailer02@example.com',
      });
      // Sub-addressing, sub-domains and accents are ordinary addresses.
      for (const email of ['ana.cruz+casino@mail.example.co.uk', 'josé@exämple.de']) {
        expect((await update(email)).json()).toMatchObject({
          statusCode: 1,
          value: [{ contact_email: email }],
        });
      }
    });
  });
});
