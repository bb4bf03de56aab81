import { and, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { numberOf, rowsOf } from '../../db/database-function';
import { playerExclusions, playerLimitChanges, playerLimits } from '../../db/schema';
import type { LimitKind } from './protection-policy';

export type LimitRow = typeof playerLimits.$inferSelect;
export type LimitChangeRow = typeof playerLimitChanges.$inferSelect;
export type ExclusionRow = typeof playerExclusions.$inferSelect;

/**
 * A limit as it stands at a moment: the value in force (the lower of the player's own and the operator's
 * cap), the player's own value and the cap apart, and the player's change still waiting, if any.
 */
export interface LimitState {
  value: number | null;
  own: number | null;
  cap: number | null;
  pending: { value: number | null; effectiveAt: Date } | undefined;
}

/** The lower of two limits, null being none. */
export const stricter = (a: number | null, b: number | null): number | null =>
  a === null ? b : b === null ? a : Math.min(a, b);

/**
 * The same rule as the database's protection_limit_value (its five-argument form, migration 0034): a
 * pending change applies from its time on, and the operator's cap bounds the result.
 */
export function limitState(row: LimitRow | undefined, at: Date): LimitState {
  if (!row) return { value: null, own: null, cap: null, pending: undefined };
  const cap = row.operatorCap;
  const due = row.pendingEffectiveAt;
  const own = (value: number | null, pending: LimitState['pending']): LimitState => ({
    value: stricter(value, cap),
    own: value,
    cap,
    pending,
  });
  if (due === null) return own(row.value, undefined);
  if (due.getTime() <= at.getTime()) return own(row.pendingValue, undefined);
  return own(row.value, { value: row.pendingValue, effectiveAt: due });
}

export function limitRows(db: Db, playerId: number): Promise<LimitRow[]> {
  return db.select().from(playerLimits).where(eq(playerLimits.playerId, playerId)).orderBy(playerLimits.id);
}

/** One limit row, locked until the transaction ends (two changes of one limit run one after the other). */
export async function lockLimit(tx: Tx, playerId: number, kind: LimitKind, period: string) {
  const [row] = await tx
    .select()
    .from(playerLimits)
    .where(
      and(eq(playerLimits.playerId, playerId), eq(playerLimits.kind, kind), eq(playerLimits.period, period)),
    )
    .for('update');
  return row;
}

/** The row a first change of a limit writes to (a concurrent first change may have made it: then that one). */
export async function lockNewLimit(tx: Tx, playerId: number, kind: LimitKind, period: string, at: Date) {
  await tx
    .insert(playerLimits)
    .values({ playerId, kind, period, value: null, updatedAt: at })
    .onConflictDoNothing();
  const row = await lockLimit(tx, playerId, kind, period);
  if (!row) throw new Error('limit row vanished');
  return row;
}

export function limitHistory(db: Db, playerId: number, limit: number): Promise<LimitChangeRow[]> {
  return db
    .select()
    .from(playerLimitChanges)
    .where(eq(playerLimitChanges.playerId, playerId))
    .orderBy(desc(playerLimitChanges.createdAt), desc(playerLimitChanges.id))
    .limit(limit);
}

/** The time-out or self-exclusion in force at `at`: the one that ends last. */
export async function activeExclusion(db: Db, playerId: number, at: Date): Promise<ExclusionRow | undefined> {
  const [row] = await db
    .select()
    .from(playerExclusions)
    .where(
      and(
        eq(playerExclusions.playerId, playerId),
        gt(playerExclusions.endsAt, at),
        lte(playerExclusions.startsAt, at),
      ),
    )
    .orderBy(desc(playerExclusions.endsAt))
    .limit(1);
  return row;
}

export function exclusionsOf(db: Db, playerId: number): Promise<ExclusionRow[]> {
  return db
    .select()
    .from(playerExclusions)
    .where(eq(playerExclusions.playerId, playerId))
    .orderBy(desc(playerExclusions.startsAt), desc(playerExclusions.id));
}

/**
 * What a window holds up to now, read by the database functions the checks themselves use (migration
 * 0013): deposits started or credited, and the net loss (bets − wins − refunds), after `since`.
 */
export async function windowTotals(
  db: Db,
  playerId: number,
  since: Date,
): Promise<{ depositedMinor: number; netLossMinor: number }> {
  const [row] = await rowsOf<{ deposited: unknown; net_loss: unknown }>(
    db,
    sql`select protection_deposited(${playerId}::integer, ${since.toISOString()}::timestamptz) as deposited,
               protection_net_loss(${playerId}::integer, ${since.toISOString()}::timestamptz) as net_loss`,
  );
  return { depositedMinor: numberOf(row?.deposited ?? 0), netLossMinor: numberOf(row?.net_loss ?? 0) };
}

/** What the player bet, and was paid back (wins and refunds), after `since` (the reality check's session). */
export async function playTotals(
  db: Db,
  playerId: number,
  since: Date,
): Promise<{ betsMinor: number; returnedMinor: number }> {
  const [row] = await rowsOf<{ bets: unknown; returned: unknown }>(
    db,
    sql`select bets, returned from protection_play_totals(${playerId}::integer, ${since.toISOString()}::timestamptz)`,
  );
  return { betsMinor: numberOf(row?.bets ?? 0), returnedMinor: numberOf(row?.returned ?? 0) };
}
