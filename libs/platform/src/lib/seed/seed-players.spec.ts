import { businessSnapshot } from '../players/testing/db-snapshot';
import { startPlayerKit, type LoginBody, type PlayerKit } from '../players/testing/player-test-kit';
import { DEMO_PASSWORD, seedPlayers } from './seed-players';

jest.setTimeout(120_000);

describe('seedPlayers', () => {
  let kit: PlayerKit;

  beforeAll(async () => {
    kit = await startPlayerKit();
    await seedPlayers(kit.platform);
  });

  afterAll(() => kit.close());

  const login = async (accountId: string, host = 'alpha.test') => {
    const response = await kit.call(
      '/auth/login',
      { account_id: accountId, password: DEMO_PASSWORD },
      { host },
    );
    const body = response.json<LoginBody>();
    expect(body.statusCode).toBe(1);
    return { account_id: accountId, auth: body.token };
  };

  it('gives every site demo1, demo2 and demo3 with the password Demo1234!', async () => {
    for (const site of ['alpha', 'beta']) {
      const listed = await kit.platform.operator.listPlayers(site);
      expect(listed.map((p) => p.accountId)).toEqual(['demo1', 'demo2', 'demo3']);
      expect(listed.every((p) => p.gameBalanceMinor > 0 && p.phoneVerified)).toBe(true);
    }
    await login('demo3', 'beta.test');
  });

  it('shows demo1 a balance, tokens, VIP progress, favourites and claimable inbox messages', async () => {
    const session = await login('demo1');
    expect((await kit.call('/auth/get_balance', session)).json()).toMatchObject({
      statusCode: 1,
      game_balance: 2750,
      game_token: 110,
      frozen_token: 40,
    });
    expect((await kit.call('/auth/vip', session)).json()).toMatchObject({
      totalDeposit: 3200,
      depoProgress: 55,
      totalTurnover: 7000,
      toProgress: 10,
      currentLevel: { vip_name: 'Silver' },
      nextLevel: [{ vip_name: 'Silver', vip_name_next: 'Gold' }],
    });
    const favourites = (await kit.call('/home/fav_list', session)).json<{ value: unknown[] }>();
    expect(favourites.value.length).toBeGreaterThan(0);
    const inbox = (await kit.call('/settings/get_inbox', session)).json<{
      value: Array<{ claimable: boolean }>;
    }>();
    expect(inbox.value).toHaveLength(3);
    expect(inbox.value.filter((m) => m.claimable)).toHaveLength(2);
    expect((await kit.call('/auth/vip_before_login', {})).json()).toMatchObject({
      value: [
        { vip_name: 'Bronze' },
        { vip_name: 'Silver' },
        { vip_name: 'Gold' },
        { vip_name: 'Platinum' },
        { vip_name: 'Diamond' },
      ],
    });
  });

  it('changes nothing when it runs again', async () => {
    const before = await businessSnapshot(kit.platform.database.db);
    await seedPlayers(kit.platform);
    expect(await businessSnapshot(kit.platform.database.db)).toEqual(before);
  });
});
