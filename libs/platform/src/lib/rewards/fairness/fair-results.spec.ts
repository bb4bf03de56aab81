import { createHash, createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/database-function';
import { startMinigameKit, type MinigameKit } from '../minigames/testing/minigame-test-kit';
import { fairFloat } from '@wl/fairness';
import { diceOutcome, spinOutcome } from '../minigames/round-outcome';
import { DEFAULT_REWARDS_SETTINGS } from '../rewards-settings';
import { nodeHmac } from './seed-secrets';

jest.setTimeout(900_000);

/**
 * Rounds each of four players plays and the platform stores, checked one by one. 250 by default (1,000
 * rounds: about 15 s on PGlite); FAIR_ROUNDS_PER_PLAYER=2500 plays the 10,000 of the full check (about
 * 150 s on PGlite, 65 s on PostgreSQL). The 10,000-result check of the reading itself runs always.
 */
const ROUNDS_PER_PLAYER = Number(process.env['FAIR_ROUNDS_PER_PLAYER'] ?? 250);

/**
 * docs/fairness.md's reading, written again here from the document with node:crypto and integers only
 * (not @wl/fairness, not the platform's code): the result's first four bytes as an unsigned number u,
 * so the result number is u / 2^32, a dice roll floor(u × 10001 / 2^32), a wheel point u × total / 2^32.
 */
function resultU32(serverSeed: string, clientSeed: string, nonce: number): number {
  return createHmac('sha256', serverSeed).update(`${clientSeed}:${nonce}:0`).digest().readUInt32BE(0);
}

const TWO_32 = 2 ** 32;

function independentDice(u: number, stake: number, target: number, direction: string, edge: number) {
  const roll = Math.floor((u * 10_001) / TWO_32);
  const won = direction === 'under' ? roll < target : roll > target;
  const chance = direction === 'under' ? target : 10_000 - target;
  const multiplierBp = Math.floor(((10_000 - edge * 100) * 10_000) / chance);
  const payout = won ? Math.floor((stake * multiplierBp) / 10_000) : 0;
  return { roll, won, multiplierBp, payout };
}

function independentSegment(u: number, weights: number[]): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let reached = 0;
  for (let i = 0; i < weights.length; i += 1) {
    reached += weights[i] ?? 0;
    // u × total / 2^32 < reached, in integers.
    if (u * total < reached * TWO_32) return i;
  }
  return weights.length - 1;
}

interface StoredRound {
  id: number;
  player_id: number;
  game: string;
  nonce: number;
  stake: number;
  params: { target?: number; direction?: string; wheel?: Array<{ weight: number }> };
  outcome: number;
  multiplier_bp: number;
  won: boolean;
  prize_kind: string;
  prize_amount: number;
  state: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  revealed: boolean;
}

describe('provably fair results', () => {
  let kit: MinigameKit;

  beforeAll(async () => {
    kit = await startMinigameKit();
  });
  afterAll(() => kit.close());

  it('reveals the server seed at rotation: its SHA-256 is the hash shown before play, and rounds then show it', async () => {
    const { session } = await kit.player('fairrot01', 100);
    const before = await kit.ask('/minigame/overview', session);
    const shown = before['seeds'] as { server_seed_hash: string; client_seed: string; next_nonce: number };
    expect(shown.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(shown.client_seed).toMatch(/^[0-9a-f]{16}$/);
    expect(shown.next_nonce).toBe(0);

    for (const [i, target] of [10, 50, 90].entries()) {
      const played = await kit.ask('/minigame/dice', session, {
        request_id: `fairrot01-${i}`,
        stake: 5,
        target,
        direction: 'under',
      });
      expect(played).toMatchObject({ statusCode: 1, round: { nonce: i, server_seed: null } });
    }

    const rotated = await kit.ask('/minigame/rotate_seed', session, { client_seed: 'my-own_Seed-42' });
    expect(rotated).toMatchObject({
      statusCode: 1,
      revealed: { server_seed_hash: shown.server_seed_hash, client_seed: shown.client_seed, rounds: 3 },
      seeds: { client_seed: 'my-own_Seed-42', next_nonce: 0 },
    });
    const revealed = rotated['revealed'] as { server_seed: string };
    expect(revealed.server_seed).toMatch(/^[0-9a-f]{64}$/);
    expect(createHash('sha256').update(revealed.server_seed).digest('hex')).toBe(shown.server_seed_hash);
    const seeds = rotated['seeds'] as { server_seed_hash: string };
    expect(seeds.server_seed_hash).not.toBe(shown.server_seed_hash);

    // Every round of the revealed seeds now shows the seed, and its result checks out.
    const list = await kit.ask('/minigame/rounds', session, { game: 'dice' });
    const rounds = list['rounds'] as Array<{
      nonce: number;
      server_seed: string;
      client_seed: string;
      outcome: number;
      target: number;
    }>;
    expect(rounds).toHaveLength(3);
    for (const round of rounds) {
      expect(round.server_seed).toBe(revealed.server_seed);
      const u = resultU32(round.server_seed, round.client_seed, round.nonce);
      expect(Math.round(round.outcome * 100)).toBe(
        independentDice(u, 5, round.target * 100, 'under', 1).roll,
      );
    }

    // The next round plays with the new seeds from nonce 0, its seed hidden again.
    const next = await kit.ask('/minigame/dice', session, {
      request_id: 'fairrot01-next',
      stake: 5,
      target: 50,
      direction: 'over',
    });
    expect(next).toMatchObject({
      round: {
        nonce: 0,
        client_seed: 'my-own_Seed-42',
        server_seed: null,
        server_seed_hash: seeds.server_seed_hash,
      },
    });
  });

  it('refuses a malformed client seed with invalidClientSeed and keeps the seeds', async () => {
    const { session } = await kit.player('fairrot02');
    const before = await kit.ask('/minigame/overview', session);
    const snapshot = await kit.snapshot();
    for (const client_seed of ['', 'has space', 'x'.repeat(65), 'ümlaut', 'semi;colon']) {
      expect(await kit.ask('/minigame/rotate_seed', session, { client_seed })).toMatchObject({
        statusCode: 0,
        message: 'invalidClientSeed',
      });
    }
    expect(await kit.snapshot()).toEqual(snapshot);
    expect((await kit.ask('/minigame/overview', session))['seeds']).toEqual(before['seeds']);
  });

  it("recomputes 10,000 results of the platform's reading independently with node:crypto", async () => {
    const edge = DEFAULT_REWARDS_SETTINGS.dice.house_edge_percent;
    const wheel = DEFAULT_REWARDS_SETTINGS.wheel;
    const serverSeed = 'a3f1c9e07b5d2846e1f0c3b7a9d5e2c8f4b6a1d3e5c7b9f2a4d6e8c0b1f3a5d7';
    let mismatches = 0;
    for (let nonce = 0; nonce < 10_000; nonce += 1) {
      const clientSeed = `check-${nonce % 7}`;
      const float = await fairFloat(nodeHmac, serverSeed, clientSeed, nonce);
      const u = resultU32(serverSeed, clientSeed, nonce);
      const direction = nonce % 2 === 0 ? 'under' : 'over';
      const chance = 200 + ((nonce * 7_919) % 9_301);
      const target = direction === 'under' ? chance : 10_000 - chance;
      const stake = 1 + (nonce % 1_000);
      const dice = diceOutcome(float, { stake, target, direction }, edge);
      const expected = independentDice(u, stake, target, direction, edge);
      const spin = spinOutcome(float, wheel);
      const segment = independentSegment(
        u,
        wheel.map((w) => w.weight),
      );
      const same =
        dice.outcome === expected.roll &&
        dice.won === expected.won &&
        dice.multiplierBp === expected.multiplierBp &&
        dice.prizeAmount === expected.payout &&
        spin.outcome === segment;
      if (!same) mismatches += 1;
    }
    expect(mismatches).toBe(0);
  });

  it(`recomputes ${4 * ROUNDS_PER_PLAYER} stored results independently with node:crypto and finds every one as stored`, async () => {
    // Four players at once (new seeds halfway): on PostgreSQL their commits overlap.
    const credit = 20_000_000;
    const players = await Promise.all(
      [1, 2, 3, 4].map(async (n) => {
        const { session, id } = await kit.player(`fair10k${n}`);
        await kit.creditTokens(id, credit);
        return { id, member: await kit.memberOf(session), n };
      }),
    );
    const games = kit.platform.rewards.minigames;
    const started = Date.now();
    await Promise.all(
      players.map(async ({ member, n }) => {
        // A fixed pseudo-random sequence of bets: every chance the rules allow, both directions, any stake.
        let state = 20_260_301 + n;
        const next = () => (state = (state * 1_103_515_245 + 12_345) % 2 ** 31);
        for (let i = 0; i < ROUNDS_PER_PLAYER; i += 1) {
          if (i === ROUNDS_PER_PLAYER / 2) await games.rotateSeed(member, `fair10k-${n}-${i}`);
          if (i % 10 === 9) {
            await games.spin(member, { requestId: `fair10k-${n}-${i}`, free: false });
            continue;
          }
          const direction = next() % 2 === 0 ? 'under' : 'over';
          const chance = 200 + (next() % 9_301);
          const target = direction === 'under' ? chance : 10_000 - chance;
          await games.dice(member, {
            requestId: `fair10k-${n}-${i}`,
            stake: 1 + (next() % 1_000),
            target: target / 100,
            direction,
          });
        }
        await games.rotateSeed(member, `fair10k-${n}-end`);
      }),
    );
    console.info(`${4 * ROUNDS_PER_PLAYER} rounds played in ${Date.now() - started} ms`);

    const rounds = await rowsOf<StoredRound>(
      kit.platform.database.db,
      sql`select r.id, r.player_id, r.game, r.nonce, r.stake::integer as stake, r.params, r.outcome, r.multiplier_bp, r.won,
            r.prize_kind, r.prize_amount::integer as prize_amount, r.state, s.server_seed, s.server_seed_hash,
            s.client_seed, s.revealed_at is not null as revealed
          from minigame_rounds r join fairness_seeds s on s.id = r.seed_id
          where r.player_id in (${sql.join(
            players.map((p) => sql`${p.id}`),
            sql`, `,
          )}) order by r.player_id, r.id`,
    );
    expect(rounds).toHaveLength(4 * ROUNDS_PER_PLAYER);
    const edge = DEFAULT_REWARDS_SETTINGS.dice.house_edge_percent;
    const totals = new Map(players.map((p) => [p.id, { stakes: 0, tokenPrizes: 0, cashPrizes: 0 }]));
    const mismatches: number[] = [];
    const nonces = new Map<string, number[]>();
    for (const round of rounds) {
      expect(round).toMatchObject({ state: 'settled', revealed: true });
      expect(createHash('sha256').update(round.server_seed).digest('hex')).toBe(round.server_seed_hash);
      const played = nonces.get(round.server_seed) ?? [];
      played.push(round.nonce);
      nonces.set(round.server_seed, played);
      const u = resultU32(round.server_seed, round.client_seed, round.nonce);
      const total = totals.get(round.player_id);
      if (!total) throw new Error(`round ${round.id} of another player`);
      total.stakes += round.stake;
      if (round.prize_kind === 'tokens') total.tokenPrizes += round.prize_amount;
      if (round.prize_kind === 'cash') total.cashPrizes += round.prize_amount;
      if (round.game === 'dice') {
        const { target = -1, direction = '' } = round.params;
        const expected = independentDice(u, round.stake, target, direction, edge);
        const same =
          round.outcome === expected.roll &&
          round.won === expected.won &&
          round.multiplier_bp === expected.multiplierBp &&
          round.prize_amount === expected.payout;
        if (!same) mismatches.push(round.id);
      } else {
        const wheel = DEFAULT_REWARDS_SETTINGS.wheel;
        const index = independentSegment(
          u,
          wheel.map((s) => s.weight),
        );
        const prize = wheel[index]?.prize;
        const amount =
          prize?.kind === 'tokens' ? prize.amount : prize?.kind === 'cash' ? prize.amount_minor : 0;
        const same =
          round.stake === DEFAULT_REWARDS_SETTINGS.spin_cost &&
          round.outcome === index &&
          round.prize_kind === prize?.kind &&
          round.prize_amount === amount;
        if (!same) mismatches.push(round.id);
      }
    }
    expect(mismatches).toEqual([]);
    // Two seed pairs per player (the last rotation revealed seeds with no rounds), each played from
    // nonce 0 without a gap.
    expect(nonces.size).toBe(8);
    for (const list of nonces.values()) expect(list).toEqual(list.map((_, i) => i));
    for (const { id } of players) {
      const total = totals.get(id) ?? { stakes: NaN, tokenPrizes: NaN, cashPrizes: NaN };
      expect(await kit.tokens(id)).toEqual({
        tokens: credit - total.stakes + total.tokenPrizes,
        frozenTokens: 0,
        gameMinor: total.cashPrizes,
      });
    }
  });
});
