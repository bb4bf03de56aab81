import { signIn } from '../../players/testing/player-test-kit';
import { startPlayKit, type PlayKit, type SeatedPlayer } from '../testing/play-test-kit';

jest.setTimeout(120_000);

/** Free rounds through the wallet protocol (docs/wallet-protocol.md, "Free rounds"). */
describe('free rounds', () => {
  let kit: PlayKit;
  let seq = 0;
  const id = (prefix: string) => `fr-${prefix}-${++seq}`;

  beforeAll(async () => {
    kit = await startPlayKit();
  });
  afterAll(() => kit.close());

  const balanceOf = async (player: SeatedPlayer) =>
    (await kit.platform.operator.ledger.balance(player.id)).gameMinor;

  const grant = (player: SeatedPlayer, key: string, extra: { rounds?: number; gameCode?: string } = {}) =>
    kit.platform.play.freeRounds.grant({
      siteId: kit.siteA.id,
      playerId: player.id,
      providerCode: 'JILI',
      gameCode: extra.gameCode ?? 'JL-FORTUNE',
      rounds: extra.rounds ?? 3,
      betMinor: 100,
      validDays: 7,
      source: 'operator',
      sourceKey: `test:${key}`,
    });

  const freeBet = (player: SeatedPlayer, grantId: number | string, round = id('round'), tx = id('bet')) =>
    kit.wallet('bet', {
      token: player.token,
      player_id: player.playerId,
      transaction_id: tx,
      round_id: round,
      game_code: 'JL-FORTUNE',
      amount: 100,
      currency: 'PHP',
      free_round_id: String(grantId),
    });

  /** A new game session of the player (launch and authenticate), as after a day away. */
  const relaunch = async (player: SeatedPlayer): Promise<SeatedPlayer> => {
    const session = await signIn(kit, player.session.account_id);
    const launch = await kit.member('/product/launch_game', session, {
      provider_code: 'JILI',
      game_code: 'JL-FORTUNE',
    });
    const token = new URL(launch.json<{ url: string }>().url).searchParams.get('token') ?? '';
    expect((await kit.wallet('authenticate', { token })).answer.status).toBe('OK');
    return { ...player, session, token };
  };

  const walletBalance = (player: SeatedPlayer) =>
    kit.wallet('balance', { token: player.token, player_id: player.playerId });

  it('tells the studio of the grant, takes no money for a free round and pays its win', async () => {
    const player = await kit.seatedPlayer('free01', 5_000);
    expect((await walletBalance(player)).answer.free_rounds).toBeUndefined();
    const { id: grantId, created } = await grant(player, 'free01');
    expect(created).toBe(true);

    const told = await walletBalance(player);
    expect(told.answer).toMatchObject({
      status: 'OK',
      balance: 5_000,
      free_rounds: { id: String(grantId), rounds_left: 3, bet_amount: 100 },
    });

    const round = id('round');
    const bet = await freeBet(player, grantId, round);
    expect(bet.answer).toMatchObject({ status: 'OK', balance: 5_000, free_rounds: { rounds_left: 2 } });
    const win = await kit.wallet('win', {
      player_id: player.playerId,
      transaction_id: id('win'),
      round_id: round,
      game_code: 'JL-FORTUNE',
      amount: 250,
      currency: 'PHP',
    });
    expect(win.answer).toMatchObject({ status: 'OK', balance: 5_250 });
    expect(await balanceOf(player)).toBe(5_250);

    // The bet history shows the round with no stake.
    const history = await kit.member('/product/bet_history', player.session, {});
    expect(history.json<{ value: unknown[] }>().value[0]).toMatchObject({ bet: 0, win: 2.5, net: 2.5 });
  });

  it('answers a retried free round as the first and uses one round only', async () => {
    const player = await kit.seatedPlayer('free02', 0);
    const { id: grantId } = await grant(player, 'free02');
    const round = id('round');
    const tx = id('bet');
    const first = await freeBet(player, grantId, round, tx);
    const again = await freeBet(player, grantId, round, tx);
    expect(first.answer).toMatchObject({ status: 'OK', balance: 0, free_rounds: { rounds_left: 2 } });
    expect(again.answer).toMatchObject({ status: 'OK', balance: 0, free_rounds: { rounds_left: 2 } });
    // The same id for a paid bet is another request.
    const paid = await kit.wallet('bet', {
      token: player.token,
      player_id: player.playerId,
      transaction_id: tx,
      round_id: round,
      game_code: 'JL-FORTUNE',
      amount: 100,
      currency: 'PHP',
    });
    expect(paid.answer.status).toBe('DUPLICATE_TRANSACTION');
  });

  it('refuses rounds past the last, another player’s grant, a bigger stake and an expired grant', async () => {
    const player = await kit.seatedPlayer('free03', 1_000);
    const other = await kit.seatedPlayer('free04', 1_000);
    const { id: grantId } = await grant(player, 'free03', { rounds: 1 });

    expect((await freeBet(other, grantId)).answer).toMatchObject({
      status: 'NO_FREE_ROUNDS',
      balance: 1_000,
    });
    const tooBig = await kit.wallet('bet', {
      token: player.token,
      player_id: player.playerId,
      transaction_id: id('bet'),
      round_id: id('round'),
      game_code: 'JL-FORTUNE',
      amount: 101,
      currency: 'PHP',
      free_round_id: String(grantId),
    });
    expect(tooBig.answer.status).toBe('INVALID_REQUEST');
    expect((await freeBet(player, 'not-a-grant')).answer.status).toBe('NO_FREE_ROUNDS');

    const last = await freeBet(player, grantId);
    expect(last.answer.status).toBe('OK');
    expect(last.answer.free_rounds).toBeUndefined();
    expect((await freeBet(player, grantId)).answer.status).toBe('NO_FREE_ROUNDS');

    // A grant past its days: a new launch hears of no free rounds, and a free round of it is refused.
    const { id: later } = await grant(player, 'free03-later');
    kit.clock.advance(8 * 24 * 3600);
    const relaunched = await relaunch(player);
    expect((await walletBalance(relaunched)).answer).toMatchObject({ status: 'OK', balance: 1_000 });
    expect((await walletBalance(relaunched)).answer.free_rounds).toBeUndefined();
    expect((await freeBet(relaunched, later)).answer.status).toBe('NO_FREE_ROUNDS');
    expect(await balanceOf(player)).toBe(1_000);
    expect(await balanceOf(other)).toBe(1_000);
  });

  it('gives the round back when the free round is rolled back, and then takes no win for it', async () => {
    const player = await kit.seatedPlayer('free05', 0);
    const { id: grantId } = await grant(player, 'free05', { rounds: 2 });
    const round = id('round');
    const tx = id('bet');
    expect((await freeBet(player, grantId, round, tx)).answer.free_rounds?.rounds_left).toBe(1);
    const rollback = await kit.wallet('rollback', {
      player_id: player.playerId,
      transaction_id: id('rb'),
      round_id: round,
      reference_transaction_id: tx,
    });
    expect(rollback.answer).toMatchObject({ status: 'OK', balance: 0 });
    expect((await walletBalance(player)).answer.free_rounds?.rounds_left).toBe(2);
    const win = await kit.wallet('win', {
      player_id: player.playerId,
      transaction_id: id('win'),
      round_id: round,
      game_code: 'JL-FORTUNE',
      amount: 500,
      currency: 'PHP',
    });
    expect(win.answer.status).toBe('TRANSACTION_NOT_FOUND');
    expect(await balanceOf(player)).toBe(0);
  });

  it('grants once per cause, and only in a slot the site offers', async () => {
    const player = await kit.seatedPlayer('free06', 0);
    const first = await grant(player, 'free06', { rounds: 5 });
    const second = await grant(player, 'free06', { rounds: 50 });
    expect(second).toEqual({ id: first.id, created: false });
    expect((await kit.platform.play.freeRounds.list(player.id)).map((g) => g.rounds)).toEqual([5]);
    await expect(grant(player, 'free06-other', { gameCode: 'PG-MAHJONG' })).rejects.toMatchObject({
      message: 'gameUnavailable',
    });
  });
});
