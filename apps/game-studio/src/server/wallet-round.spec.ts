import { FakePlatform } from './testing/fake-platform';
import { type RetryPolicy, createWalletClient } from './wallet-client';
import { type WalletRoundResult, playWalletRound } from './wallet-round';

const FAST: RetryPolicy = { maxAttempts: 3, deadlineMs: 5_000, baseDelayMs: 2, maxDelayMs: 10 };
const FAST_SETTLE: RetryPolicy = {
  maxAttempts: Infinity,
  deadlineMs: 20_000,
  baseDelayMs: 5,
  maxDelayMs: 40,
};

let platform: FakePlatform;

beforeEach(async () => {
  platform = await new FakePlatform({ JILI: 'jili-secret' }).start();
});

afterEach(async () => {
  await platform.close();
});

/** The wallet client as a harness builds it: base URL, provider code, secret and a fetch-like transport. */
const walletClient = () =>
  createWalletClient({
    baseUrl: platform.url,
    providerCode: 'JILI',
    secret: 'jili-secret',
    transport: (url, init) => fetch(url, init),
    interactiveRetry: FAST,
    settleRetry: FAST_SETTLE,
  });

describe('playWalletRound', () => {
  it('loses no money when many concurrent rounds meet a failing platform', async () => {
    const wallet = walletClient();
    const token = platform.issueToken('p1', 1_000_000);
    const auth = await wallet.authenticate(token);
    expect(auth).toMatchObject({ kind: 'answer', answer: { status: 'OK', player_id: 'p1' } });
    const of =
      (...rounds: number[]) =>
      (body: Record<string, unknown>) =>
        rounds.map((i) => `rd-${i}`).includes(String(body['round_id']));
    // Rounds 0-3: no bet attempt gets an answer (rounds 0 and 1: the first one was taken): cancelled.
    platform.fail('bet', ['lost', 'down', 'drop'], of(0));
    platform.fail('bet', ['lost', 'lost', 'lost'], of(1));
    platform.fail('bet', ['down', 'drop', 'down'], of(2));
    platform.fail('bet', ['drop', 'drop', 'down'], of(3));
    // Rounds 4-9: the bet gets through on a retry (faults shared by the rounds named); rounds 10-15
    // meet a platform down for their win.
    platform.fail('bet', ['lost', 'down'], of(4, 5, 6));
    platform.fail('bet', ['drop'], of(7, 8, 9));
    platform.fail(
      'win',
      ['down', 'lost', 'drop', 'down', 'down', 'lost', 'down'],
      of(10, 11, 12, 13, 14, 15),
    );
    platform.fail('rollback', ['down', 'drop', 'lost'], of(0, 1));
    platform.fail('round_end', ['drop', 'down', 'lost'], of(10, 20));

    const rounds = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        playWalletRound(wallet, {
          token,
          playerId: 'p1',
          currency: 'PHP',
          gameCode: 'JL-1',
          stakeMinor: 100,
          roundId: `rd-${i}`,
          play: () => ({ outcome: i, winMinor: i % 2 === 0 ? 250 : 0 }),
          waitForWinMs: 10,
        }),
      ),
    );
    expect(await wallet.drain(20_000)).toBe(true);

    const played = rounds.filter(
      (r): r is Extract<WalletRoundResult<number>, { kind: 'played' }> => r.kind === 'played',
    );
    const cancelled = rounds.filter((r) => r.kind === 'cancelled');
    expect(cancelled.map((r) => r.roundId).sort()).toEqual(['rd-0', 'rd-1', 'rd-2', 'rd-3']);
    expect(played).toHaveLength(26);
    const settled = await Promise.all(played.map((r) => r.settled));
    expect(settled.every((s) => s.win.kind === 'answer' && s.win.answer.status === 'OK')).toBe(true);
    expect(settled.every((s) => s.roundEnd?.kind === 'answer' && s.roundEnd.answer.status === 'OK')).toBe(
      true,
    );
    for (const round of cancelled) {
      if (round.kind === 'cancelled')
        await expect(round.rollback).resolves.toMatchObject({ answer: { status: 'OK' } });
    }
    // Every played round cost its stake and paid its win; every cancelled one cost nothing.
    const expected = played.reduce((balance, r) => balance - 100 + r.winMinor, 1_000_000);
    expect(platform.balanceOf('p1')).toBe(expected);
  });

  it('rolls the bet back when the game fails after it was taken', async () => {
    const wallet = walletClient();
    const token = platform.issueToken('p1', 1_000);
    await wallet.authenticate(token);
    const round = await playWalletRound(wallet, {
      token,
      playerId: 'p1',
      currency: 'PHP',
      gameCode: 'JL-1',
      stakeMinor: 300,
      play: () => {
        throw new Error('engine bug');
      },
    });
    expect(round).toMatchObject({ kind: 'cancelled', reason: expect.stringContaining('engine bug') });
    if (round.kind === 'cancelled') await round.rollback;
    expect(platform.balanceOf('p1')).toBe(1_000);
    expect(platform.callsOf('win')).toHaveLength(0);
  });

  it('answers a refused bet with its status and current balance, and sends nothing more', async () => {
    const wallet = walletClient();
    const token = platform.issueToken('p1', 50);
    await wallet.authenticate(token);
    const round = await playWalletRound(wallet, {
      token,
      playerId: 'p1',
      currency: 'PHP',
      gameCode: 'JL-1',
      stakeMinor: 100,
      play: () => ({ outcome: null, winMinor: 0 }),
    });
    expect(round).toMatchObject({ kind: 'refused', status: 'INSUFFICIENT_FUNDS', balance: 50 });
    expect(platform.calls.map((c) => c.call)).toEqual(['authenticate', 'bet']);
  });

  describe('a free round', () => {
    const freeRound = (token: string, freeRoundId: string, winMinor = 0) => ({
      token,
      playerId: 'p1',
      currency: 'PHP',
      gameCode: 'JL-1',
      stakeMinor: 90,
      freeRoundId,
      play: () => ({ outcome: null, winMinor }),
    });

    it('bets with free_round_id and takes nothing; the win is paid; the answer says the rounds left', async () => {
      const wallet = walletClient();
      const token = platform.issueToken('p1', 1_000);
      const grant = platform.grantFreeRounds('p1', 'JL-1', 2, 100);
      await wallet.authenticate(token);
      const first = await playWalletRound(wallet, freeRound(token, grant, 250));
      expect(first).toMatchObject({ kind: 'played', freeRounds: { id: grant, rounds_left: 1 } });
      if (first.kind === 'played') await first.settled;
      expect(platform.balanceOf('p1')).toBe(1_250);
      expect(platform.callsOf('bet')[0]?.body).toMatchObject({ amount: 90, free_round_id: grant });

      const last = await playWalletRound(wallet, freeRound(token, grant));
      expect(last.kind).toBe('played');
      expect(last.kind === 'played' && last.freeRounds).toBeUndefined();
      const refused = await playWalletRound(wallet, freeRound(token, grant));
      expect(refused).toMatchObject({ kind: 'refused', status: 'NO_FREE_ROUNDS', balance: 1_250 });
      await wallet.drain(5_000);
    });

    it('is retried with the same ids, and uses one round however many attempts it took', async () => {
      const wallet = walletClient();
      const token = platform.issueToken('p1', 1_000);
      const grant = platform.grantFreeRounds('p1', 'JL-1', 3, 100);
      await wallet.authenticate(token);
      platform.fail('bet', ['lost', 'down']);
      const round = await playWalletRound(wallet, freeRound(token, grant));
      expect(round).toMatchObject({ kind: 'played', freeRounds: { rounds_left: 2 } });
      const bets = platform.callsOf('bet');
      expect(bets).toHaveLength(3);
      expect(new Set(bets.map((b) => JSON.stringify(b.body))).size).toBe(1);
      expect(platform.grants.get(grant)?.roundsLeft).toBe(2);
      await wallet.drain(5_000);
    });

    it('gives the round back to the grant when its bet is rolled back', async () => {
      const wallet = walletClient();
      const token = platform.issueToken('p1', 1_000);
      const grant = platform.grantFreeRounds('p1', 'JL-1', 3, 100);
      await wallet.authenticate(token);
      // The bet is taken but no answer comes back: the studio rolls it back.
      platform.fail('bet', ['lost', 'down', 'drop']);
      const round = await playWalletRound(wallet, freeRound(token, grant));
      expect(round.kind).toBe('cancelled');
      if (round.kind === 'cancelled') {
        await expect(round.rollback).resolves.toMatchObject({ answer: { status: 'OK' } });
      }
      expect(platform.callsOf('rollback')[0]?.body).toMatchObject({
        reference_transaction_id: platform.callsOf('bet')[0]?.body['transaction_id'],
      });
      expect(platform.grants.get(grant)?.roundsLeft).toBe(3);
      expect(platform.balanceOf('p1')).toBe(1_000);
    });
  });
});
