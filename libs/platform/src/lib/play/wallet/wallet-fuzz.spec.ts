import { WALLET_CALLS, type WalletCall } from '@wl/contract';
import { businessSnapshot } from '../../players/testing/db-snapshot';
import { BAD_VALUES, generator, randomText } from '../../testing/fuzz-kit';
import { startPlayKit, type PlayKit, type SeatedPlayer } from '../testing/play-test-kit';

jest.setTimeout(180_000);

describe('fuzzing every wallet call with bad input', () => {
  let kit: PlayKit;
  let player: SeatedPlayer;

  beforeAll(async () => {
    kit = await startPlayKit();
    player = await kit.seatedPlayer('fuzz01', 10_000);
  });
  afterAll(() => kit.close());

  /** A valid body of each call for the seated player, in a round of its own. */
  const validBody = (call: WalletCall, n: number): Record<string, unknown> => {
    const money = {
      player_id: player.playerId,
      transaction_id: `fuzz-${n}`,
      round_id: `fuzz-round-${n}`,
    };
    switch (call) {
      case 'authenticate':
        return { token: player.token };
      case 'balance':
        return { token: player.token, player_id: player.playerId };
      case 'bet':
        return { token: player.token, ...money, game_code: 'JL-FORTUNE', amount: 100, currency: 'PHP' };
      case 'win':
        return { ...money, game_code: 'JL-FORTUNE', amount: 100, currency: 'PHP' };
      case 'rollback':
        return { ...money, reference_transaction_id: `fuzz-bet-${n}` };
      case 'round_end':
        return { player_id: player.playerId, round_id: money.round_id };
    }
  };

  it.each(WALLET_CALLS)('/wallet/%s never answers 5xx and changes no row', async (call) => {
    const random = generator(call.length * 7919);
    const before = await businessSnapshot(kit.platform.database.db);
    for (let n = 0; n < 60; n += 1) {
      const body = validBody(call, n);
      const fields = Object.keys(body);
      const mutation = random.pick(['bad value', 'missing', 'extra', 'whole body'] as const);
      let sent: unknown = body;
      if (mutation === 'bad value') sent = { ...body, [random.pick(fields)]: random.pick(BAD_VALUES) };
      else if (mutation === 'missing') {
        const rest = { ...body };
        delete rest[random.pick(fields)];
        sent = rest;
      } else if (mutation === 'extra')
        sent = { ...body, [random.pick(['admin', 'balance', '__proto__x'])]: 1 };
      else sent = random.pick(BAD_VALUES);
      const { status, answer } = await kit.wallet(call, sent);
      expect({ n, mutation, status: status < 500 }).toEqual({ n, mutation, status: true });
      expect(answer.status).not.toBe('OK');
    }
    // Random bytes under a valid signature: refused as not JSON or not the call's body.
    for (let n = 0; n < 20; n += 1) {
      const raw = randomText(random, 40);
      const { status, answer } = await kit.wallet(call, undefined, { raw });
      expect(status).toBeLessThan(500);
      expect(answer.status).not.toBe('OK');
    }
    expect(await businessSnapshot(kit.platform.database.db)).toEqual(before);
  });
});
