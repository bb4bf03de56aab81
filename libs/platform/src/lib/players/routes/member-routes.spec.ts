import { SECURITY_POLICY } from '../auth/security-policy';
import {
  freshAddress,
  GAMES_A,
  GAMES_B,
  PASSWORD,
  signUp,
  startPlayerKit,
  type LoginBody,
  type PlayerKit,
} from '../testing/player-test-kit';

jest.setTimeout(60_000);

const SESSION_EXPIRED = { statusCode: 0, message: 'sessionExpired' };

describe('member calls over HTTP', () => {
  let kit: PlayerKit;

  beforeAll(async () => {
    kit = await startPlayerKit();
    // Site A (PHP, two decimals): levels in minor units.
    await kit.platform.players.setVipLevels('alpha', [
      { level: 1, vipName: 'Bronze', startingDepositMinor: 0, startingTurnoverMinor: 0 },
      { level: 2, vipName: 'Silver', startingDepositMinor: 100_000, startingTurnoverMinor: 500_000 },
      { level: 3, vipName: 'Gold', startingDepositMinor: 500_000, startingTurnoverMinor: 2_500_000 },
    ]);
  });

  afterAll(() => kit.close());

  const member = (path: string, session: { account_id: string; auth: string }, extra: object = {}) =>
    kit.call(path, { ...session, ...extra });

  async function playerOf(accountId: string) {
    const player = await kit.platform.players.findPlayer('alpha', accountId);
    if (!player) throw new Error(`no player ${accountId}`);
    return player;
  }

  describe('/auth/get_balance', () => {
    it('answers game_balance in major units of the site currency and game_token', async () => {
      const session = await signUp(kit, 'wallet01');
      expect((await member('/auth/get_balance', session)).json()).toEqual({
        statusCode: 1,
        message: 'OK',
        currency: 'PHP',
        game_balance: 0,
        game_token: 0,
        frozen_token: 0,
      });
      const player = await playerOf('wallet01');
      const post = kit.platform.players.ledger.post;
      await post({
        siteId: kit.siteA.id,
        playerId: player.id,
        kind: 'deposit',
        asset: 'game',
        amountMinor: 123_45,
        idempotencyKey: 'w1',
      });
      await post({
        siteId: kit.siteA.id,
        playerId: player.id,
        kind: 'reward',
        asset: 'token',
        amountMinor: 30,
        idempotencyKey: 'w2',
      });
      await post({
        siteId: kit.siteA.id,
        playerId: player.id,
        kind: 'tokenFreeze',
        asset: 'token',
        amountMinor: 12,
        idempotencyKey: 'w3',
      });
      expect((await member('/auth/get_balance', session)).json()).toMatchObject({
        statusCode: 1,
        game_balance: 123.45,
        game_token: 18,
        frozen_token: 12,
      });
    });

    it('answers sessionExpired without a valid session', async () => {
      expect((await member('/auth/get_balance', { account_id: 'wallet01', auth: 'x' })).json()).toEqual(
        SESSION_EXPIRED,
      );
    });
  });

  describe('/auth/update_password', () => {
    const login = (accountId: string, password: string) =>
      kit.call('/auth/login', { account_id: accountId, password }, { ip: freshAddress() });

    it('changes the password and ends the other sessions, keeping this one', async () => {
      const session = await signUp(kit, 'changer01');
      const other = (await login('changer01', PASSWORD)).json<LoginBody>();
      expect(
        (
          await member('/auth/update_password', session, { password: PASSWORD, new_password: 'Changed99' })
        ).json(),
      ).toEqual({ statusCode: 1, message: 'OK' });
      expect((await member('/auth/get_balance', session)).json()).toMatchObject({ statusCode: 1 });
      expect(
        (await member('/auth/get_balance', { account_id: 'changer01', auth: other.token })).json(),
      ).toEqual(SESSION_EXPIRED);
      expect((await login('changer01', PASSWORD)).json()).toMatchObject({ message: 'invalidCredentials' });
      expect((await login('changer01', 'Changed99')).json()).toMatchObject({ statusCode: 1 });
    });

    it.each<[string, string, string, string, string]>([
      ['a wrong current password', 'keeper01', 'Wrong1234', 'Changed99', 'invalidPassword'],
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

    it('counts wrong current passwords towards the lock', async () => {
      const session = await signUp(kit, 'guesser01');
      for (let i = 1; i < SECURITY_POLICY.lockout.maxFailures; i++) {
        await member('/auth/update_password', session, {
          password: `Wrong${i}xyz`,
          new_password: 'Changed99',
        });
      }
      expect(
        (
          await member('/auth/update_password', session, { password: 'Wrong9xyz', new_password: 'Changed99' })
        ).json(),
      ).toMatchObject({ message: 'accountLocked' });
      expect((await login('guesser01', PASSWORD)).json()).toMatchObject({ message: 'accountLocked' });
    });

    it('answers sessionExpired without a valid session', async () => {
      expect(
        (
          await member(
            '/auth/update_password',
            { account_id: 'changer01', auth: 'nope' },
            {
              password: PASSWORD,
              new_password: 'Changed99',
            },
          )
        ).json(),
      ).toEqual(SESSION_EXPIRED);
    });
  });

  describe('/auth/vip and /auth/vip_before_login', () => {
    it('lists the level table of the site for guests', async () => {
      const response = await kit.call('/auth/vip_before_login', { domain_name: 'alpha.test' });
      expect(response.json()).toEqual({
        statusCode: 1,
        message: 'OK',
        value: [
          { level: 1, vip_name: 'Bronze', starting_deposit: 0, starting_turnover: 0 },
          { level: 2, vip_name: 'Silver', starting_deposit: 1000, starting_turnover: 5000 },
          { level: 3, vip_name: 'Gold', starting_deposit: 5000, starting_turnover: 25000 },
        ],
      });
      // Site B has no levels.
      expect((await kit.call('/auth/vip_before_login', {}, { host: 'beta.test' })).json()).toMatchObject({
        statusCode: 1,
        value: [],
      });
      expect(
        (await kit.call('/auth/vip_before_login', { domain_name: 'nowhere.test' })).json(),
      ).toMatchObject({
        statusCode: -404,
        message: 'siteNotFound',
      });
    });

    it('shows progress from deposits and turnover in the ledger', async () => {
      const session = await signUp(kit, 'vipper01');
      expect((await member('/auth/vip', session)).json()).toEqual({
        statusCode: 1,
        message: 'OK',
        totalDeposit: 0,
        depoProgress: 0,
        totalTurnover: 0,
        toProgress: 0,
        currentLevel: { level: 1, vip_name: 'Bronze', starting_deposit: 0, starting_turnover: 0 },
        nextLevel: [
          {
            vip_name: 'Bronze',
            vip_name_next: 'Silver',
            starting_deposit: 0,
            cycle_deposit: 0,
            deposit_next: 1000,
            starting_turnover: 0,
            cycle_turnover: 0,
            turnover_next: 5000,
          },
        ],
      });
      const player = await playerOf('vipper01');
      const post = (kind: 'deposit' | 'bet' | 'win', amountMinor: number, key: string) =>
        kit.platform.players.ledger.post({
          siteId: kit.siteA.id,
          playerId: player.id,
          kind,
          asset: 'game',
          amountMinor,
          idempotencyKey: key,
        });
      await post('deposit', 300_000, 'v1');
      await post('bet', 250_000, 'v2');
      await post('win', 300_000, 'v3');
      await post('bet', 350_000, 'v4');
      // 3,000 deposited and 6,000 turned over: Silver, 50% of the way to Gold on deposits, 5% on turnover.
      expect((await member('/auth/vip', session)).json()).toMatchObject({
        totalDeposit: 3000,
        depoProgress: 50,
        totalTurnover: 6000,
        toProgress: 5,
        currentLevel: { vip_name: 'Silver' },
        nextLevel: [
          {
            vip_name: 'Silver',
            vip_name_next: 'Gold',
            starting_deposit: 1000,
            cycle_deposit: 2000,
            deposit_next: 5000,
            starting_turnover: 5000,
            cycle_turnover: 1000,
            turnover_next: 25000,
          },
        ],
      });
    });

    it('stays at a level until both thresholds are reached, and caps progress at 100', async () => {
      const session = await signUp(kit, 'vipper02');
      const player = await playerOf('vipper02');
      await kit.platform.players.ledger.post({
        siteId: kit.siteA.id,
        playerId: player.id,
        kind: 'deposit',
        asset: 'game',
        amountMinor: 900_000,
        idempotencyKey: 'big-deposit',
      });
      expect((await member('/auth/vip', session)).json()).toMatchObject({
        totalDeposit: 9000,
        depoProgress: 100,
        toProgress: 0,
        currentLevel: { vip_name: 'Bronze' },
      });
    });

    it('answers sessionExpired without a valid session', async () => {
      expect((await member('/auth/vip', { account_id: 'vipper01', auth: 'nope' })).json()).toEqual(
        SESSION_EXPIRED,
      );
    });
  });

  describe('favourites', () => {
    const [fortune, superAce] = GAMES_A;

    it('adds games of the catalogue with its name, type and art, lists them newest first, removes them', async () => {
      const session = await signUp(kit, 'faver01');
      expect((await member('/home/fav_list', session)).json()).toEqual({
        statusCode: 1,
        message: 'OK',
        value: [],
      });
      const added = await member('/home/fav_add', session, {
        provider_code: fortune[0],
        game_code: fortune[1],
        game_name: 'Made-up name',
        game_type: 'fish',
        img_url: 'https://evil.example/x.png',
      });
      expect(added.json()).toMatchObject({
        statusCode: 1,
        value: [{ game_name: 'Fortune Gems', game_type: 'slots' }],
      });
      kit.clock.advance(1);
      await member('/home/fav_add', session, { provider_code: superAce[0], game_code: superAce[1] });
      // Adding again changes nothing.
      await member('/home/fav_add', session, { provider_code: fortune[0], game_code: fortune[1] });
      const list = (await member('/home/fav_list', session)).json<{ value: Array<Record<string, string>> }>();
      expect(list.value.map((g) => g['game_code'])).toEqual([superAce[1], fortune[1]]);
      expect(list.value[1]).toEqual({
        provider_code: 'JILI',
        game_code: fortune[1],
        game_name: 'Fortune Gems',
        game_type: 'slots',
        img_url: expect.stringMatching(/\S/) as unknown as string,
      });
      expect(list.value[1]?.['img_url']).not.toContain('evil');

      expect(
        (
          await member('/home/fav_remove', session, { provider_code: fortune[0], game_code: fortune[1] })
        ).json(),
      ).toEqual({ statusCode: 1, message: 'OK' });
      expect(
        (
          await member('/home/fav_remove', session, { provider_code: fortune[0], game_code: fortune[1] })
        ).json(),
      ).toEqual({ statusCode: 0, message: 'notFound' });
      const after = (await member('/home/fav_list', session)).json<{
        value: Array<Record<string, string>>;
      }>();
      expect(after.value.map((g) => g['game_code'])).toEqual([superAce[1]]);
    });

    it("refuses a game that is not in the site's catalogue with notFound", async () => {
      const session = await signUp(kit, 'faver02');
      const [mahjong] = GAMES_B;
      for (const [provider_code, game_code] of [
        ['JILI', 'NO-SUCH-GAME'],
        [mahjong[0], mahjong[1]],
      ]) {
        expect((await member('/home/fav_add', session, { provider_code, game_code })).json()).toEqual({
          statusCode: 0,
          message: 'notFound',
        });
      }
      expect((await member('/home/fav_list', session)).json()).toMatchObject({ value: [] });
    });

    it('answers sessionExpired without a valid session', async () => {
      const bad = { account_id: 'faver01', auth: 'nope' };
      expect((await member('/home/fav_list', bad)).json()).toEqual(SESSION_EXPIRED);
      expect(
        (await member('/home/fav_add', bad, { provider_code: 'JILI', game_code: fortune[1] })).json(),
      ).toEqual(SESSION_EXPIRED);
      expect(
        (await member('/home/fav_remove', bad, { provider_code: 'JILI', game_code: fortune[1] })).json(),
      ).toEqual(SESSION_EXPIRED);
    });
  });

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

  describe('inbox', () => {
    it('lists messages newest first and pays a claim once', async () => {
      const session = await signUp(kit, 'inbox001');
      const send = kit.platform.players.sendInboxMessage;
      const hello = await send('alpha', 'inbox001', { title: 'Hello', body: 'Welcome aboard.' });
      kit.clock.advance(1);
      const sentAt = kit.clock.now().toISOString();
      const bonus = await send('alpha', 'inbox001', {
        title: 'Bonus',
        body: 'A gift.',
        reward: { asset: 'game', amountMinor: 25_50 },
      });
      const inbox = (await member('/settings/get_inbox', session)).json<{
        value: Array<Record<string, unknown>>;
      }>();
      expect(inbox.value).toEqual([
        {
          inbox_id: bonus,
          title: 'Bonus',
          content: 'A gift.',
          created_at: sentAt,
          reward_type: 'game',
          reward_amount: 25.5,
          expires_at: null,
          claimed: false,
          claimed_at: null,
          claimable: true,
        },
        expect.objectContaining({ inbox_id: hello, reward_type: null, reward_amount: 0, claimable: false }),
      ]);

      expect((await member('/settings/claim_inbox', session, { inbox_id: bonus })).json()).toEqual({
        statusCode: 1,
        message: 'OK',
        inbox_id: bonus,
        reward_type: 'game',
        reward_amount: 25.5,
        currency: 'PHP',
        game_balance: 25.5,
        game_token: 0,
        frozen_token: 0,
      });
      expect((await member('/settings/claim_inbox', session, { inbox_id: String(bonus) })).json()).toEqual({
        statusCode: 0,
        message: 'alreadyClaimed',
      });
      expect((await member('/auth/get_balance', session)).json()).toMatchObject({ game_balance: 25.5 });
      const after = (await member('/settings/get_inbox', session)).json<{
        value: Array<Record<string, unknown>>;
      }>();
      expect(after.value[0]).toMatchObject({ claimed: true, claimable: false, claimed_at: sentAt });
      expect((await member('/settings/claim_inbox', session, { inbox_id: hello })).json()).toEqual({
        statusCode: 0,
        message: 'nothingToClaim',
      });
    });

    it('pays once when many claims of one message arrive together', async () => {
      const session = await signUp(kit, 'inbox002');
      const id = await kit.platform.players.sendInboxMessage('alpha', 'inbox002', {
        title: 'Tokens',
        body: 'Ten tokens.',
        reward: { asset: 'token', amountMinor: 10 },
      });
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => member('/settings/claim_inbox', session, { inbox_id: id })),
      );
      const messages = answers.map((a) => a.json<{ message: string }>().message);
      expect(messages.filter((m) => m === 'OK')).toHaveLength(1);
      expect(messages.filter((m) => m === 'alreadyClaimed')).toHaveLength(19);
      expect((await member('/auth/get_balance', session)).json()).toMatchObject({ game_token: 10 });
    });

    it("answers notFound for another player's message and rewardExpired after its expiry", async () => {
      const session = await signUp(kit, 'inbox003');
      await signUp(kit, 'inbox004');
      const foreign = await kit.platform.players.sendInboxMessage('alpha', 'inbox004', {
        title: 'Yours',
        body: 'Not theirs.',
        reward: { asset: 'game', amountMinor: 100 },
      });
      expect((await member('/settings/claim_inbox', session, { inbox_id: foreign })).json()).toEqual({
        statusCode: 0,
        message: 'notFound',
      });
      expect((await member('/settings/claim_inbox', session, { inbox_id: 999_999 })).json()).toMatchObject({
        message: 'notFound',
      });
      const expiring = await kit.platform.players.sendInboxMessage('alpha', 'inbox003', {
        title: 'Hurry',
        body: 'One hour only.',
        reward: { asset: 'game', amountMinor: 100 },
        expiresAt: new Date(kit.clock.now().getTime() + 600_000),
      });
      kit.clock.advance(600);
      expect((await member('/settings/claim_inbox', session, { inbox_id: expiring })).json()).toEqual({
        statusCode: 0,
        message: 'rewardExpired',
      });
      expect((await member('/auth/get_balance', session)).json()).toMatchObject({ game_balance: 0 });
    });

    it('answers sessionExpired without a valid session', async () => {
      const bad = { account_id: 'inbox001', auth: 'nope' };
      expect((await member('/settings/get_inbox', bad)).json()).toEqual(SESSION_EXPIRED);
      expect((await member('/settings/claim_inbox', bad, { inbox_id: 1 })).json()).toEqual(SESSION_EXPIRED);
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
      });
      await kit.platform.players.setPlayerStatus('alpha', 'status01', 'blocked');
      expect((await member('/settings/check_status', session)).json()).toEqual({
        statusCode: 0,
        message: 'BLOCK',
      });
      await kit.platform.players.setPlayerStatus('alpha', 'status01', 'closed');
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
