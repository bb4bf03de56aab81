import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { numberOf, rowsOf } from '../../db/database-function';

/** What promotion_opt_in answered: the new bonus's id, or why there is none. */
export type OptInOutcome =
  | { outcome: 'opted_in'; bonusId: number }
  | { outcome: 'notFound' | 'promotionEnded' | 'bonusInProgress' | 'alreadyClaimed' };

/**
 * Opts a player into a promotion of their site in one statement (promotion_opt_in, migration 0020): the
 * promotion's checks and the insert, the one-open-bonus rule decided by the database's unique index.
 */
export async function optIn(
  db: Db,
  siteId: number,
  playerId: number,
  promotionId: number,
  at: Date,
): Promise<OptInOutcome> {
  const [row] = await rowsOf<{ outcome: string; bonus_id: unknown }>(
    db,
    sql`SELECT * FROM promotion_opt_in(${siteId}::integer, ${playerId}::integer, ${promotionId}::integer,
          ${at.toISOString()}::timestamptz)`,
  );
  if (!row) throw new Error('promotion_opt_in answered no row');
  if (row.outcome === 'opted_in') return { outcome: 'opted_in', bonusId: numberOf(row.bonus_id) };
  if (
    row.outcome === 'notFound' ||
    row.outcome === 'promotionEnded' ||
    row.outcome === 'bonusInProgress' ||
    row.outcome === 'alreadyClaimed'
  ) {
    return { outcome: row.outcome };
  }
  throw new Error(`promotion_opt_in answered ${row.outcome}`);
}

/**
 * Gives up the player's own open bonus in one statement (promotion_forfeit, migration 0020): an active
 * bonus's money returns to the house. Answers false when the id is not an open bonus of this player.
 */
export async function forfeit(
  db: Db,
  siteId: number,
  playerId: number,
  bonusId: number,
  at: Date,
): Promise<boolean> {
  const [row] = await rowsOf<{ outcome: string }>(
    db,
    sql`SELECT promotion_forfeit(${siteId}::integer, ${playerId}::integer, ${bonusId}::bigint,
          ${at.toISOString()}::timestamptz) AS outcome`,
  );
  return row?.outcome === 'forfeited';
}

/** Active bonuses one statement expires at most: a backlog is worked through in several. */
const EXPIRE_BATCH = 500;

/**
 * Ends what ran out by `at` (promotion_expire, migration 0020): active bonuses past their expiry lose
 * their bonus money, opt-ins of an ended or switched-off promotion end. Each statement is whole or
 * nothing, and looks at each bonus again under its player's lock, so a run twice (two instances, a retry
 * after a kill) removes nothing twice. Answers the active bonuses expired.
 */
export async function expireBonuses(db: Db, at: Date): Promise<number> {
  let total = 0;
  for (;;) {
    const [row] = await rowsOf<{ expired: unknown }>(
      db,
      sql`SELECT promotion_expire(${at.toISOString()}::timestamptz, ${EXPIRE_BATCH}::integer) AS expired`,
    );
    const expired = numberOf(row?.expired ?? 0);
    total += expired;
    if (expired < EXPIRE_BATCH) return total;
  }
}
