import { freshAddress, PASSWORD, signUp, startMemberKit, type MemberKit } from '../testing/player-test-kit';

jest.setTimeout(60_000);

const SESSION_EXPIRED = { statusCode: 0, message: 'sessionExpired' };

describe('member calls over HTTP: profile', () => {
  let kit: MemberKit;

  beforeAll(async () => {
    kit = await startMemberKit();
  });

  afterAll(() => kit.close());

  const member: MemberKit['member'] = (...args) => kit.member(...args);
  const playerOf = (accountId: string) => kit.playerOf(accountId);

  describe('/settings/profile_update', () => {
    it('stores the new name and e-mail and answers them in value[0]; the next login shows them', async () => {
      const session = await signUp(kit, 'profile01');
      const response = await member('/settings/profile_update', session, {
        full_name: "  María   José O'Neil ",
        contact_email: 'maria@example.org',
      });
      expect(response.json()).toEqual({
        statusCode: 1,
        message: 'OK',
        value: [
          { account_id: 'profile01', full_name: "María José O'Neil", contact_email: 'maria@example.org' },
        ],
      });
      const login = await kit.call(
        '/auth/login',
        { account_id: 'profile01', password: PASSWORD },
        { ip: freshAddress() },
      );
      expect(login.json()).toMatchObject({ fullname: "María José O'Neil", email: 'maria@example.org' });
    });

    it.each<[string, string, object, string]>([
      ['a name with digits', 'profile02', { full_name: 'R2D2', contact_email: 'a@b.co' }, 'invalidName'],
      ['an empty name', 'profile03', { full_name: '  ', contact_email: 'a@b.co' }, 'invalidName'],
      [
        'a name with markup',
        'profile04',
        { full_name: '<b>Bold</b>', contact_email: 'a@b.co' },
        'invalidName',
      ],
      ['a bad e-mail', 'profile05', { full_name: 'Ana', contact_email: 'not-an-email' }, 'invalidEmail'],
    ])('refuses %s (%s) and changes nothing', async (_, accountId, change, key) => {
      const session = await signUp(kit, accountId);
      expect((await member('/settings/profile_update', session, change)).json()).toEqual({
        statusCode: 0,
        message: key,
      });
      const player = await playerOf(session.account_id);
      expect(player).toMatchObject({ fullName: '', contactEmail: `${session.account_id}@example.com` });
    });

    it('answers sessionExpired without a valid session', async () => {
      expect(
        (
          await member(
            '/settings/profile_update',
            { account_id: 'profile01', auth: 'nope' },
            {
              full_name: 'Ana',
              contact_email: 'a@b.co',
            },
          )
        ).json(),
      ).toEqual(SESSION_EXPIRED);
    });
  });

  describe('/settings/check_status', () => {
    it('answers an active account, and BLOCK or CLOSE once the operator stops it', async () => {
      const session = await signUp(kit, 'status01');
      expect((await member('/settings/check_status', session)).json()).toEqual({
        statusCode: 1,
        message: 'OK',
        account_id: 'status01',
        status: 'active',
        phone_verified: false,
        phone: expect.stringMatching(/^\+63•+\d{3}$/),
        registered_at: kit.clock.now().toISOString(),
        unread_inbox: 0,
      });
      await kit.platform.operator.setPlayerStatus('alpha', 'status01', 'blocked');
      expect((await member('/settings/check_status', session)).json()).toEqual({
        statusCode: 0,
        message: 'BLOCK',
      });
      await kit.platform.operator.setPlayerStatus('alpha', 'status01', 'closed');
      expect((await member('/settings/check_status', session)).json()).toEqual({
        statusCode: 0,
        message: 'CLOSE',
      });
    });

    it('answers sessionExpired without a valid session', async () => {
      expect(
        (await member('/settings/check_status', { account_id: 'status01', auth: 'nope' })).json(),
      ).toEqual(SESSION_EXPIRED);
    });
  });
});
