import { signUp, startMemberKit, type MemberKit } from '../testing/player-test-kit';

jest.setTimeout(60_000);

const SESSION_EXPIRED = { statusCode: 0, message: 'sessionExpired' };

describe('member calls over HTTP: wallet', () => {
  let kit: MemberKit;

  beforeAll(async () => {
    kit = await startMemberKit();
  });

  afterAll(() => kit.close());

  const member: MemberKit['member'] = (...args) => kit.member(...args);
  const playerOf = (accountId: string) => kit.playerOf(accountId);

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
      const post = kit.platform.operator.ledger.post;
      await post.deposit({
        siteId: kit.siteA.id,
        playerId: player.id,
        asset: 'game',
        amountMinor: 123_45,
        idempotencyKey: 'w1',
      });
      await post.reward({
        siteId: kit.siteA.id,
        playerId: player.id,
        asset: 'token',
        amountMinor: 30,
        idempotencyKey: 'w2',
      });
      await post.tokenFreeze({
        siteId: kit.siteA.id,
        playerId: player.id,
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
});
