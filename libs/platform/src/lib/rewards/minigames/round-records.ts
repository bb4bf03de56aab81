import type { CallAnswerInput } from '@wl/contract';
import { toMajor } from '@wl/money';
import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { numberOf, raisedRefusal, rowsOf } from '../../db/database-function';
import { fairnessSeeds, minigameRounds } from '../../db/schema';
import { minigameErrors } from './minigame-errors';
import type { DiceBet, Minigame, RoundOutcome } from './round-outcome';

export type RoundRow = typeof minigameRounds.$inferSelect;
type SeedFields = Pick<
  typeof fairnessSeeds.$inferSelect,
  'serverSeed' | 'serverSeedHash' | 'clientSeed' | 'revealedAt'
>;
export type RoundWire = CallAnswerInput<'minigame/rounds'>['rounds'][number];

/** What the platform asks minigame_open (migration 0016) to store: the outcome is already computed. */
export interface RoundToOpen {
  siteId: number;
  playerId: number;
  requestId: string;
  game: Minigame;
  seedId: number;
  nonce: number;
  stake: number;
  /** The site-time-zone day of a free spin; null for a round that costs tokens. */
  freeDay: string | null;
  /** dice: the bet; spin: the wheel as it was. */
  params: object;
  result: RoundOutcome;
  at: Date;
}

export type OpenStatus = 'opened' | 'replayed' | 'stale' | 'freeSpinUsed';

/** A ledger refusal inside a round's statement, as the player's error; anything else as it is. */
function playerErrorOf(error: unknown): unknown {
  const refusal = raisedRefusal(error, 'ledger');
  if (refusal?.key === 'insufficientFunds') return minigameErrors.insufficientTokens();
  if (refusal?.key === 'balanceTooLarge') return minigameErrors.balanceTooLarge();
  return error;
}

/** Opens a round in one statement: its nonce taken, the row stored 'open', its stake frozen. */
export async function openRound(db: Db, r: RoundToOpen): Promise<{ status: OpenStatus; roundId: number }> {
  try {
    const [row] = await rowsOf<{ status: OpenStatus; round_id: unknown }>(
      db,
      sql`select * from minigame_open(${r.siteId}::integer, ${r.playerId}::integer, ${r.requestId}::text,
        ${r.game}::text, ${r.seedId}::integer, ${r.nonce}::integer, ${r.stake}::bigint, ${r.freeDay}::text,
        ${JSON.stringify(r.params)}::jsonb, ${r.result.outcome}::integer, ${r.result.multiplierBp}::integer,
        ${r.result.won}::boolean, ${r.result.prizeKind}::text, ${r.result.prizeAmount}::bigint,
        ${r.at.toISOString()}::timestamptz)`,
    );
    if (!row) throw new Error('minigame_open answered no row');
    return { status: row.status, roundId: Number(row.round_id ?? 0) };
  } catch (error) {
    throw playerErrorOf(error);
  }
}

/** Settles a round in one statement (stake spent, prize paid); a settled round is left as it is. */
export async function settleRound(db: Db, roundId: number, at: Date): Promise<void> {
  try {
    await rowsOf(db, sql`select minigame_settle(${roundId}::bigint, ${at.toISOString()}::timestamptz)`);
  } catch (error) {
    throw playerErrorOf(error);
  }
}

/** Open rounds, oldest first: the player's (left by a crash or in play), or every player's for the sweep. */
export async function openRoundIds(db: Db, playerId: number | null, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: minigameRounds.id })
    .from(minigameRounds)
    .where(
      and(
        eq(minigameRounds.state, 'open'),
        playerId === null ? undefined : eq(minigameRounds.playerId, playerId),
      ),
    )
    .orderBy(asc(minigameRounds.id))
    .limit(limit);
  return rows.map((row) => row.id);
}

export async function roundById(db: Db, id: number): Promise<RoundRow | undefined> {
  const [row] = await db.select().from(minigameRounds).where(eq(minigameRounds.id, id));
  return row;
}

/** A round row with its seeds' columns, as the raw query below answers it. */
interface RoundSeedRow {
  id: unknown;
  site_id: number;
  player_id: number;
  request_id: string;
  game: string;
  seed_id: number;
  nonce: number;
  stake: unknown;
  free: boolean;
  free_day: string | null;
  params: unknown;
  outcome: number;
  multiplier_bp: number;
  won: boolean;
  prize_kind: string;
  prize_amount: unknown;
  state: string;
  created_at: Date | string;
  settled_at: Date | string | null;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  revealed_at: Date | string | null;
}

const dateOrNull = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));

function roundAndSeed(row: RoundSeedRow): { round: RoundRow; seed: SeedFields } {
  return {
    round: {
      id: numberOf(row.id),
      siteId: row.site_id,
      playerId: row.player_id,
      requestId: row.request_id,
      game: row.game,
      seedId: row.seed_id,
      nonce: row.nonce,
      stake: numberOf(row.stake),
      free: row.free,
      freeDay: row.free_day,
      params: row.params,
      outcome: row.outcome,
      multiplierBp: row.multiplier_bp,
      won: row.won,
      prizeKind: row.prize_kind,
      prizeAmount: numberOf(row.prize_amount),
      state: row.state,
      createdAt: new Date(row.created_at),
      settledAt: dateOrNull(row.settled_at),
    },
    seed: {
      serverSeed: row.server_seed,
      serverSeedHash: row.server_seed_hash,
      clientSeed: row.client_seed,
      revealedAt: dateOrNull(row.revealed_at),
    },
  };
}

/**
 * A player's rounds with their seeds, newest first; never another player's. Written in SQL rather than
 * with the query builder: it answers every round played, and building and mapping cost more than the query.
 */
export async function playerRounds(
  db: Db,
  playerId: number,
  query: { game?: Minigame | null; beforeId?: number | null; limit: number; id?: number },
): Promise<Array<{ round: RoundRow; seed: SeedFields }>> {
  const rows = await rowsOf<RoundSeedRow>(
    db,
    sql`select r.*, s.server_seed, s.server_seed_hash, s.client_seed, s.revealed_at
          from minigame_rounds r join fairness_seeds s on s.id = r.seed_id
         where r.player_id = ${playerId}
           ${query.id === undefined ? sql`` : sql`and r.id = ${query.id}`}
           ${query.game ? sql`and r.game = ${query.game}` : sql``}
           ${query.beforeId ? sql`and r.id < ${query.beforeId}` : sql``}
         order by r.id desc
         limit ${query.limit}`,
  );
  return rows.map(roundAndSeed);
}

const diceParams = z.object({ target: z.number().int(), direction: z.enum(['under', 'over']) });
const spinParams = z.object({ wheel: z.array(z.object({ weight: z.number().int() })) });

/** A spin round's wheel weights as played (kept in its params), or null for dice. */
function spinWeightsOfRound(row: RoundRow): number[] | null {
  const params = spinParams.safeParse(row.params);
  return row.game === 'spin' && params.success ? params.data.wheel.map((segment) => segment.weight) : null;
}

/** A dice round's bet, or undefined for a spin. */
export function diceBetOfRound(row: RoundRow): DiceBet | undefined {
  const params = diceParams.safeParse(row.params);
  return row.game === 'dice' && params.success ? { stake: row.stake, ...params.data } : undefined;
}

/** A prize on the wire: tokens whole, cash in major units of the site currency. */
export function prizeWire(kind: string, amount: number, digits: number): RoundWire['prize'] {
  if (kind === 'cash') return { kind, amount: toMajor(amount, digits) };
  if (kind === 'tokens' || kind === 'freeSpins') return { kind, amount };
  return { kind: 'nothing', amount };
}

/** A round as the player sees it: the server seed only once its seeds are revealed. */
export function roundWire(round: RoundRow, seed: SeedFields, digits: number): RoundWire {
  const bet = diceBetOfRound(round);
  return {
    round_id: round.id,
    game: round.game === 'dice' ? 'dice' : 'spin',
    state: round.state === 'settled' ? 'settled' : 'open',
    stake: round.stake,
    free: round.free,
    server_seed_hash: seed.serverSeedHash,
    server_seed: seed.revealedAt ? seed.serverSeed : null,
    client_seed: seed.clientSeed,
    nonce: round.nonce,
    outcome: bet ? round.outcome / 100 : round.outcome,
    target: bet ? bet.target / 100 : null,
    direction: bet ? bet.direction : null,
    weights: spinWeightsOfRound(round),
    multiplier: round.multiplierBp / 10_000,
    won: round.won,
    prize: prizeWire(round.prizeKind, round.prizeAmount, digits),
    created_at: round.createdAt.toISOString(),
  };
}

/** Whether the player has had the free spin of a site-time-zone day. */
export async function freeSpinTaken(db: Db, playerId: number, day: string): Promise<boolean> {
  const [row] = await db
    .select({ id: minigameRounds.id })
    .from(minigameRounds)
    .where(
      and(
        eq(minigameRounds.playerId, playerId),
        eq(minigameRounds.free, true),
        eq(minigameRounds.freeDay, day),
      ),
    )
    .limit(1);
  return row !== undefined;
}
