import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/database-function';
import { isUniqueViolation } from '../../db/unique-violation';
import { fairnessSeeds } from '../../db/schema';
import { newClientSeed, newServerSeed, sha256Hex } from './seed-secrets';

export type SeedRow = typeof fairnessSeeds.$inferSelect;

/** The seeds as the player sees them while in use: the server seed only as its hash. */
export const seedsWire = (row: SeedRow) => ({
  server_seed_hash: row.serverSeedHash,
  client_seed: row.clientSeed,
  next_nonce: row.nextNonce,
});

/** Revealed seeds: the server seed itself, and how many rounds (nonces 0 .. rounds-1) it played. */
export const revealedWire = (row: SeedRow) => ({
  server_seed: row.serverSeed,
  server_seed_hash: row.serverSeedHash,
  client_seed: row.clientSeed,
  rounds: row.nextNonce,
});

async function findActive(db: Db, playerId: number): Promise<SeedRow | undefined> {
  const [row] = await db
    .select()
    .from(fairnessSeeds)
    .where(and(eq(fairnessSeeds.playerId, playerId), isNull(fairnessSeeds.revealedAt)));
  return row;
}

/**
 * The player's seeds in use, made on first use (a new server seed, a random client seed). Two first
 * uses at once insert one row: the index of one active row per player turns the second into nothing.
 */
export async function activeSeeds(db: Db, siteId: number, playerId: number, at: Date): Promise<SeedRow> {
  const found = await findActive(db, playerId);
  if (found) return found;
  const serverSeed = newServerSeed();
  await db
    .insert(fairnessSeeds)
    .values({
      siteId,
      playerId,
      serverSeed,
      serverSeedHash: sha256Hex(serverSeed),
      clientSeed: newClientSeed(),
      createdAt: at,
    })
    .onConflictDoNothing();
  const made = await findActive(db, playerId);
  if (!made) throw new Error('the seeds just made are not there');
  return made;
}

async function seedById(db: Db, id: number): Promise<SeedRow> {
  const [row] = await db.select().from(fairnessSeeds).where(eq(fairnessSeeds.id, id));
  if (!row) throw new Error(`no seeds ${id}`);
  return row;
}

/**
 * Reveals the player's seeds in use and starts new ones with their client seed (migration 0016's
 * fairness_rotate, one statement). Two rotations at once: the second meets the first's new seeds as a
 * unique violation and runs again, revealing those.
 */
export async function rotateSeeds(
  db: Db,
  siteId: number,
  playerId: number,
  clientSeed: string,
  at: Date,
): Promise<{ revealed: SeedRow; active: SeedRow }> {
  // The player's first use may be this rotation: there are then seeds (with no rounds) to reveal.
  await activeSeeds(db, siteId, playerId, at);
  for (let attempt = 1; ; attempt += 1) {
    const serverSeed = newServerSeed();
    try {
      const [row] = await rowsOf<{ revealed_id: number | null; active_id: number }>(
        db,
        sql`select * from fairness_rotate(${siteId}::integer, ${playerId}::integer, ${serverSeed}::text,
          ${sha256Hex(serverSeed)}::text, ${clientSeed}::text, ${at.toISOString()}::timestamptz)`,
      );
      if (!row || row.revealed_id === null) throw new Error('fairness_rotate revealed no seeds');
      return { revealed: await seedById(db, row.revealed_id), active: await seedById(db, row.active_id) };
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 3) throw error;
    }
  }
}
