import { signIn, signUp, startMemberKit, type MemberKit } from '../testing/player-test-kit';

jest.setTimeout(60_000);

const SESSION_EXPIRED = { statusCode: 0, message: 'sessionExpired' };

describe('member calls over HTTP: VIP', () => {
  let kit: MemberKit;

  beforeAll(async () => {
    kit = await startMemberKit();
  });

  afterAll(() => kit.close());

  const member: MemberKit['member'] = (...args) => kit.member(...args);
  const playerOf = (accountId: string) => kit.playerOf(accountId);

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
        kit.platform.operator.ledger.post[kind]({
          siteId: kit.siteA.id,
          playerId: player.id,
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
      await kit.platform.operator.ledger.post.deposit({
        siteId: kit.siteA.id,
        playerId: player.id,
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

    it('places players by the table of the moment: a changed threshold moves them, nothing about them is stored', async () => {
      // vipper01 deposited 3,000 and turned over 6,000: Silver under the seeded table.
      const session = await signIn(kit, 'vipper01');
      expect((await member('/auth/vip', session)).json()).toMatchObject({
        currentLevel: { vip_name: 'Silver' },
      });
      const table = (silverDeposit: number, silverName: string) => [
        { level: 1, vipName: 'Bronze', startingDepositMinor: 0, startingTurnoverMinor: 0 },
        {
          level: 2,
          vipName: silverName,
          startingDepositMinor: silverDeposit,
          startingTurnoverMinor: 500_000,
        },
        { level: 3, vipName: 'Gold', startingDepositMinor: 500_000, startingTurnoverMinor: 2_500_000 },
      ];
      // Silver raised above the player's deposits: back at Bronze at the next read, totals unchanged.
      await kit.platform.operator.setVipLevels('alpha', table(400_000, 'Silver'));
      expect((await member('/auth/vip', session)).json()).toMatchObject({
        totalDeposit: 3000,
        totalTurnover: 6000,
        currentLevel: { vip_name: 'Bronze' },
      });
      // Lowered again and renamed: at that level once more, under its new name.
      await kit.platform.operator.setVipLevels('alpha', table(100_000, 'Silver Star'));
      expect((await member('/auth/vip', session)).json()).toMatchObject({
        totalDeposit: 3000,
        currentLevel: { vip_name: 'Silver Star' },
      });
      await kit.platform.operator.setVipLevels('alpha', table(100_000, 'Silver'));
    });

    it('answers sessionExpired without a valid session', async () => {
      expect((await member('/auth/vip', { account_id: 'vipper01', auth: 'nope' })).json()).toEqual(
        SESSION_EXPIRED,
      );
    });
  });
});
