import { diceOutcome } from './round-outcome';
import { fairFloat } from '@wl/fairness';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/database-function';
import { activeSeeds } from '../fairness/seed-records';
import { nodeHmac } from '../fairness/seed-secrets';
import { openRound, settleRound } from './round-records';
import { startMinigameKit, type Answer, type MinigameKit } from './testing/minigame-test-kit';

jest.setTimeout(300_000);

interface Round {
  round_id: number;
  game: string;
  state: string;
  stake: number;
  nonce: number;
  prize: { kind: string; amount: number };
}

describe('token rounds under concurrency and crashes', () => {
  let kit: MinigameKit;

  beforeAll(async () => {
    kit = await startMinigameKit();
  });
  afterAll(() => kit.close());

  /** Every posting of a player's rounds, by key: each must be there once. */
  const roundPostings = async (playerId: number) =>
    rowsOf<{ key: string; kind: string; amount: number }>(
      kit.platform.database.db,
      sql`select idempotency_key as key, kind, amount_minor::integer as amount from ledger_transactions
          where player_id = ${playerId} and idempotency_key like 'minigame:%' order by id`,
    );

  /** Opens a round with the player's seeds as a call would, and stops there: a crash before the settle. */
  async function openOnly(playerId: number, requestId: string, stake: number) {
    const db = kit.platform.database.db;
    const at = kit.clock.now();
    const seeds = await activeSeeds(db, kit.siteA.id, playerId, at);
    const bet = { stake, target: 5_000, direction: 'under' as const };
    const float = await fairFloat(nodeHmac, seeds.serverSeed, seeds.clientSeed, seeds.nextNonce);
    const result = diceOutcome(float, bet, 1);
    const opened = await openRound(db, {
      siteId: kit.siteA.id,
      playerId,
      requestId,
      game: 'dice',
      seedId: seeds.id,
      nonce: seeds.nextNonce,
      stake,
      freeDay: null,
      params: { target: bet.target, direction: bet.direction },
      result,
      at,
    });
    expect(opened.status).toBe('opened');
    return { roundId: opened.roundId, result };
  }

  it('plays 50 rounds of one player at once: no nonce twice, no token spent twice', async () => {
    const start = 3_000;
    const { session, id } = await kit.player('mgrace01', start);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        i % 5 === 0
          ? kit.ask('/minigame/spin', session, { request_id: `race-${i}-spin`, free: false })
          : kit.ask('/minigame/dice', session, {
              request_id: `race-${i}-dice`,
              stake: 20 + i,
              target: 10 + i,
              direction: i % 2 ? 'over' : 'under',
            }),
      ),
    );
    expect(answers.map((a: Answer) => a.statusCode)).toEqual(answers.map(() => 1));
    const rounds = answers.map((a) => a['round'] as Round);
    expect(new Set(rounds.map((r) => r.round_id)).size).toBe(50);
    expect(rounds.map((r) => r.nonce).sort((a, b) => a - b)).toEqual(rounds.map((_, i) => i));
    expect(rounds.every((r) => r.state === 'settled')).toBe(true);
    const stakes = rounds.reduce((sum, r) => sum + r.stake, 0);
    const tokenPrizes = rounds.reduce((sum, r) => sum + (r.prize.kind === 'tokens' ? r.prize.amount : 0), 0);
    const cashPrizes = rounds.reduce(
      (sum, r) => sum + (r.prize.kind === 'cash' ? r.prize.amount * 100 : 0),
      0,
    );
    expect(await kit.tokens(id)).toEqual({
      tokens: start - stakes + tokenPrizes,
      frozenTokens: 0,
      gameMinor: cashPrizes,
    });
    const postings = await roundPostings(id);
    expect(new Set(postings.map((p) => p.key)).size).toBe(postings.length);
    expect(postings.filter((p) => p.kind === 'tokenFreeze')).toHaveLength(50);
    expect(postings.filter((p) => p.kind === 'tokenStake')).toHaveLength(50);
  });

  it('refuses the rounds the tokens do not cover when 50 race for them, and never goes below zero', async () => {
    const start = 500;
    const { session, id } = await kit.player('mgrace02', start);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        kit.ask('/minigame/dice', session, {
          request_id: `short-${i}-dice`,
          stake: 40,
          target: 2,
          direction: 'under',
        }),
      ),
    );
    const played = answers.filter((a) => a.statusCode === 1).map((a) => a['round'] as Round);
    const refused = answers.filter((a) => a.statusCode !== 1);
    expect(refused.every((a) => a.message === 'insufficientTokens')).toBe(true);
    expect(played.length).toBeGreaterThanOrEqual(12);
    expect(played.map((r) => r.nonce).sort((a, b) => a - b)).toEqual(played.map((_, i) => i));
    const prizes = played.reduce((sum, r) => sum + r.prize.amount, 0);
    const balance = await kit.tokens(id);
    expect(balance).toEqual({ tokens: start - 40 * played.length + prizes, frozenTokens: 0, gameMinor: 0 });
    expect(balance.tokens).toBeGreaterThanOrEqual(0);
  });

  it('settles a round left open by a crash exactly once when its request is retried', async () => {
    const { session, id } = await kit.player('mgcrash01', 300);
    const { roundId, result } = await openOnly(id, 'crash-retry-01', 100);
    // Between the two statements: the stake is held, nothing is paid.
    expect(await kit.tokens(id)).toEqual({ tokens: 200, frozenTokens: 100, gameMinor: 0 });

    const retried = await kit.ask('/minigame/dice', session, {
      request_id: 'crash-retry-01',
      stake: 100,
      target: 50,
      direction: 'under',
    });
    expect(retried).toMatchObject({
      statusCode: 1,
      round: { round_id: roundId, state: 'settled', nonce: 0, won: result.won },
    });
    const after = { tokens: 200 + result.prizeAmount, frozenTokens: 0, gameMinor: 0 };
    expect(await kit.tokens(id)).toEqual(after);
    // Again, and the sweep and a direct settle at once: nothing more moves.
    await Promise.all([
      kit.ask('/minigame/dice', session, {
        request_id: 'crash-retry-01',
        stake: 100,
        target: 50,
        direction: 'under',
      }),
      kit.platform.rewards.minigames.settleOpenRounds(),
      settleRound(kit.platform.database.db, roundId, kit.clock.now()),
    ]);
    expect(await kit.tokens(id)).toEqual(after);
    const postings = await roundPostings(id);
    expect(postings.map((p) => p.key)).toEqual([
      `minigame:${roundId}:freeze`,
      `minigame:${roundId}:stake`,
      ...(result.prizeAmount > 0 ? [`minigame:${roundId}:prize`] : []),
    ]);
  });

  it('settles a crash’s open round on the player’s next call of any kind, and others’ by the sweep', async () => {
    const one = await kit.player('mgcrash02', 100);
    const two = await kit.player('mgcrash03', 100);
    const left = await openOnly(one.id, 'crash-left-01', 60);
    const swept = await openOnly(two.id, 'crash-left-02', 70);
    const both = await Promise.all(
      Array.from({ length: 5 }, () => kit.ask('/minigame/overview', one.session)),
    );
    expect(both.every((a) => a.statusCode === 1 && a['frozen_token'] === 0)).toBe(true);
    expect(await kit.tokens(one.id)).toEqual({
      tokens: 40 + left.result.prizeAmount,
      frozenTokens: 0,
      gameMinor: 0,
    });

    expect(await kit.tokens(two.id)).toMatchObject({ frozenTokens: 70 });
    expect(await kit.platform.rewards.minigames.settleOpenRounds()).toEqual({ settled: 1, failed: 0 });
    expect(await kit.platform.rewards.minigames.settleOpenRounds()).toEqual({ settled: 0, failed: 0 });
    expect(await kit.tokens(two.id)).toEqual({
      tokens: 30 + swept.result.prizeAmount,
      frozenTokens: 0,
      gameMinor: 0,
    });

    // A new round of a player with a crash's round settles that one in its own statement first.
    const three = await kit.player('mgcrash04', 100);
    const first = await openOnly(three.id, 'crash-left-03', 100);
    const next = await kit.ask('/minigame/dice', three.session, {
      request_id: 'crash-next-03',
      stake: 1,
      target: 50,
      direction: 'under',
    });
    if (first.result.prizeAmount === 0) {
      // Nothing came back from the crashed round, so the new one is refused; the crashed one is settled
      // all the same.
      expect(next).toMatchObject({ message: 'insufficientTokens' });
      expect(await kit.tokens(three.id)).toEqual({ tokens: 0, frozenTokens: 0, gameMinor: 0 });
    } else {
      expect(next).toMatchObject({ statusCode: 1, round: { nonce: 1 } });
      expect(await kit.tokens(three.id)).toMatchObject({ frozenTokens: 0 });
    }
    expect((await roundPostings(three.id)).filter((p) => p.kind === 'tokenStake')).toHaveLength(
      first.result.prizeAmount === 0 ? 1 : 2,
    );
  });
});
