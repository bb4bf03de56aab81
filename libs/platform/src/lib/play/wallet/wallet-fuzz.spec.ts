import { WALLET_CALLS, type WalletCall } from '@wl/contract';
import { businessSnapshot } from '../../players/testing/db-snapshot';
import { startPlayKit, type PlayKit, type SeatedPlayer } from '../testing/play-test-kit';

jest.setTimeout(180_000);

/** A small deterministic generator, so a failure names a case that can be run again. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, pick };
}

/** Values no field of the protocol accepts in place of a valid one. */
const BAD_VALUES: readonly unknown[] = [
  null,
  true,
  -1,
  0.5,
  2 ** 60,
  Number.NaN,
  '',
  ' ',
  'x'.repeat(300),
  '\u0000',
  '\ud83d',
  [],
  {},
  { $gt: '' },
  '1; drop table players',
  -0.01,
];

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
      const raw = Array.from({ length: 1 + Math.floor(random.next() * 40) }, () =>
        String.fromCharCode(32 + Math.floor(random.next() * 95)),
      ).join('');
      const { status, answer } = await kit.wallet(call, undefined, { raw });
      expect(status).toBeLessThan(500);
      expect(answer.status).not.toBe('OK');
    }
    expect(await businessSnapshot(kit.platform.database.db)).toEqual(before);
  });
});
