import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/database-function';
import type { SeatedPlayer } from '../../play/testing/play-test-kit';
import { startMinigameKit, type MinigameKit } from './testing/minigame-test-kit';

jest.setTimeout(180_000);

describe('tokens earned by real play (wallet_bet)', () => {
  let kit: MinigameKit;
  let seq = 0;

  beforeAll(async () => {
    kit = await startMinigameKit();
  });
  afterAll(() => kit.close());

  const bet = async (player: SeatedPlayer, amount: number, transaction = `earn-bet-${++seq}`) =>
    (
      await kit.wallet('bet', {
        token: player.token,
        player_id: player.playerId,
        transaction_id: transaction,
        round_id: `round-of-${transaction}`,
        game_code: 'JL-FORTUNE',
        amount,
        currency: 'PHP',
      })
    ).answer;
  const earning = async (playerId: number) =>
    (
      await rowsOf<{ carry: number; earned: number }>(
        kit.platform.database.db,
        sql`select carry_minor::integer as carry, earned::integer as earned from token_earnings where player_id = ${playerId}`,
      )
    )[0];
  const earnPostings = async (playerId: number) =>
    rowsOf<{ key: string; amount: number }>(
      kit.platform.database.db,
      sql`select idempotency_key as key, amount_minor::integer as amount from ledger_transactions
          where player_id = ${playerId} and kind = 'tokenEarn' order by id`,
    );

  it('earns the site’s tokens per amount wagered, carrying the remainder from bet to bet', async () => {
    await kit.setRewards({ tokens_per_wager: { tokens: 3, per_minor: 1_000 } });
    const player = await kit.seatedPlayer('earn01', 100_000);
    expect(await bet(player, 2_500)).toMatchObject({ status: 'OK', balance: 97_500 });
    expect(await kit.tokens(player.id)).toMatchObject({ tokens: 6 });
    expect(await earning(player.id)).toEqual({ carry: 500, earned: 6 });
    expect(await bet(player, 700)).toMatchObject({ status: 'OK', balance: 96_800 });
    expect(await kit.tokens(player.id)).toMatchObject({ tokens: 9 });
    expect(await earning(player.id)).toEqual({ carry: 200, earned: 9 });
    expect(await bet(player, 100)).toMatchObject({ status: 'OK' });
    expect(await kit.tokens(player.id)).toMatchObject({ tokens: 9 });
    expect(await earning(player.id)).toEqual({ carry: 300, earned: 9 });
    // The overview tells the player the rate: 3 tokens per ₱10.
    expect(await kit.ask('/minigame/overview', player.session)).toMatchObject({
      game_token: 9,
      tokens_per_wager: { tokens: 3, per: 10 },
    });
  });

  it('earns once for a bet the provider sends again', async () => {
    await kit.setRewards({ tokens_per_wager: { tokens: 1, per_minor: 100 } });
    const player = await kit.seatedPlayer('earn02', 100_000);
    const transaction = 'earn-retried-bet';
    const first = await bet(player, 1_234, transaction);
    expect(first).toMatchObject({ status: 'OK', balance: 98_766 });
    expect(await bet(player, 1_234, transaction)).toEqual(first);
    const again = await Promise.all([bet(player, 1_234, transaction), bet(player, 1_234, transaction)]);
    expect(again).toEqual([first, first]);
    expect(await kit.tokens(player.id)).toMatchObject({ tokens: 12 });
    expect(await earning(player.id)).toEqual({ carry: 34, earned: 12 });
    expect(await earnPostings(player.id)).toEqual([{ key: 'earn:wallet:JILI:earn-retried-bet', amount: 12 }]);
  });

  it('earns the default 1 token per 10,000 minor units on a site without rewards settings', async () => {
    await kit.platform.database.db.execute(sql`delete from site_rewards where site_id = ${kit.siteA.id}`);
    const player = await kit.seatedPlayer('earn03', 100_000);
    await bet(player, 25_000);
    expect(await kit.tokens(player.id)).toMatchObject({ tokens: 2 });
    expect(await earning(player.id)).toEqual({ carry: 5_000, earned: 2 });
  });

  it('earns nothing while the site has its rewards off', async () => {
    const player = await kit.seatedPlayer('earn04', 100_000);
    await kit.setRewardsOn(false);
    try {
      expect(await bet(player, 50_000)).toMatchObject({ status: 'OK', balance: 50_000 });
      expect(await kit.tokens(player.id)).toMatchObject({ tokens: 0 });
      expect(await earning(player.id)).toBeUndefined();
    } finally {
      await kit.setRewardsOn(true);
    }
  });
});
