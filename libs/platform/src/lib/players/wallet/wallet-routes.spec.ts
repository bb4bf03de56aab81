import { signUp, startPlayerKit, type PlayerKit } from '../testing/player-test-kit';

jest.setTimeout(60_000);

const SESSION_EXPIRED = { statusCode: 0, message: 'sessionExpired' };

describe('member calls over HTTP: wallet', () => {
  let kit: PlayerKit;

  beforeAll(async () => {
    kit = await startPlayerKit();
    // Site A (PHP, two decimals): levels in minor units.
    await kit.platform.operator.setVipLevels('alpha', [
      { level: 1, vipName: 'Bronze', startingDepositMinor: 0, startingTurnoverMinor: 0 },
      { level: 2, vipName: 'Silver', startingDepositMinor: 100_000, startingTurnoverMinor: 500_000 },
      { level: 3, vipName: 'Gold', startingDepositMinor: 500_000, startingTurnoverMinor: 2_500_000 },
    ]);
  });

  afterAll(() => kit.close());

  const member = (path: string, session: { account_id: string; auth: string }, extra: object = {}) =>
    kit.call(path, { ...session, ...extra });

  async function playerOf(accountId: string) {
    const player = await kit.platform.operator.findPlayer('alpha', accountId);
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
