import type { FreeRounds } from '@wl/contract';
import { and, desc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { numberOf, rowsOf } from '../../db/database-function';
import { freeRoundGrants } from '../../db/schema';

export type FreeRoundGrantRow = typeof freeRoundGrants.$inferSelect;
export type FreeRoundSource = 'wheel' | 'promotion' | 'operator';

export interface FreeRoundGrantInput {
  siteId: number;
  playerId: number;
  providerCode: string;
  gameCode: string;
  gameName: string;
  rounds: number;
  /** The most one round stakes, in minor units. */
  betMinor: number;
  validDays: number;
  source: FreeRoundSource;
  /** The cause, granted once: a second grant with the key answers the first (created false). */
  sourceKey: string;
  at: Date;
}

/** Grants free rounds once per source key (the database's free_round_grant, migration 0022). */
export async function grantFreeRounds(
  db: Db,
  input: FreeRoundGrantInput,
): Promise<{ id: number; created: boolean }> {
  const [row] = await rowsOf<{ id: unknown; created: boolean }>(
    db,
    sql`SELECT * FROM free_round_grant(${input.siteId}, ${input.playerId}, ${input.providerCode},
      ${input.gameCode}, ${input.gameName}, ${input.rounds}, ${input.betMinor}, ${input.validDays},
      ${input.source}, ${input.sourceKey}, ${input.at.toISOString()}::timestamptz)`,
  );
  if (!row) throw new Error('free_round_grant answered no row');
  return { id: numberOf(row.id), created: row.created };
}

/** A grant as the wallet tells the studio of it. */
export const freeRoundsOf = (grant: FreeRoundGrantRow): FreeRounds => ({
  id: String(grant.id),
  rounds_left: grant.roundsLeft,
  bet_amount: grant.betMinor,
  expires_at: grant.expiresAt.toISOString(),
});

/** The grant a studio session plays first: the player's in that game with rounds left, ending soonest. */
export async function playableGrant(
  db: Db,
  playerId: number,
  providerCode: string,
  gameCode: string,
  at: Date,
): Promise<FreeRoundGrantRow | undefined> {
  const [row] = await db
    .select()
    .from(freeRoundGrants)
    .where(
      and(
        eq(freeRoundGrants.playerId, playerId),
        eq(freeRoundGrants.providerCode, providerCode),
        eq(freeRoundGrants.gameCode, gameCode),
        gt(freeRoundGrants.roundsLeft, 0),
        gt(freeRoundGrants.expiresAt, at),
      ),
    )
    .orderBy(freeRoundGrants.expiresAt, freeRoundGrants.id)
    .limit(1);
  return row;
}

/** One of the player's grants. */
export async function playerGrant(
  db: Db,
  playerId: number,
  id: number,
): Promise<FreeRoundGrantRow | undefined> {
  const [row] = await db
    .select()
    .from(freeRoundGrants)
    .where(and(eq(freeRoundGrants.playerId, playerId), eq(freeRoundGrants.id, id)));
  return row;
}

/** The player's grants, newest first (at most `limit`). */
export async function playerGrants(db: Db, playerId: number, limit: number): Promise<FreeRoundGrantRow[]> {
  return db
    .select()
    .from(freeRoundGrants)
    .where(eq(freeRoundGrants.playerId, playerId))
    .orderBy(desc(freeRoundGrants.id))
    .limit(limit);
}

/** A grant id as the studio sends it back (free_round_id), or undefined when it cannot be one. */
export function grantIdOf(freeRoundId: string): number | undefined {
  return /^[1-9]\d{0,14}$/.test(freeRoundId) ? Number(freeRoundId) : undefined;
}
