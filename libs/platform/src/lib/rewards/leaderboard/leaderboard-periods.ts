import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/database-function';
import { leaderboardPeriods } from '../../db/schema';
import type { RewardsSettings } from '../rewards-settings';

/** A prized place as a period keeps it: whole tokens or minor units of the site currency. */
const periodPrize = z.object({
  rank: z.number().int(),
  kind: z.enum(['tokens', 'cash']),
  amount: z.number(),
});
export type PeriodPrize = z.infer<typeof periodPrize>;

export interface LeaderboardPeriod {
  id: number;
  siteId: number;
  startsAt: Date;
  endsAt: Date;
  metric: 'wagered' | 'multiplier';
  prizes: PeriodPrize[];
  state: 'open' | 'paid';
}

const toPeriod = (row: typeof leaderboardPeriods.$inferSelect): LeaderboardPeriod => ({
  id: row.id,
  siteId: row.siteId,
  startsAt: row.startsAt,
  endsAt: row.endsAt,
  metric: row.metric === 'multiplier' ? 'multiplier' : 'wagered',
  prizes: z.array(periodPrize).catch([]).parse(row.prizes),
  state: row.state === 'paid' ? 'paid' : 'open',
});

/** The settings' prizes as a period keeps them: places that pay something, one prize per place. */
function prizesOf(settings: RewardsSettings): PeriodPrize[] {
  const byRank = new Map<number, PeriodPrize>();
  for (const { rank, prize } of settings.leaderboard.prizes) {
    if (byRank.has(rank) || prize.kind === 'nothing') continue;
    byRank.set(rank, {
      rank,
      kind: prize.kind,
      amount: prize.kind === 'tokens' ? prize.amount : prize.amount_minor,
    });
  }
  return [...byRank.values()].sort((a, b) => a.rank - b.rank);
}

/**
 * The site's period holding `at` (Monday midnight to the next, site time zone), opened when it is not
 * yet: the first to ask inserts it with the site's metric and prizes as they are then, and a concurrent
 * opening finds that row (unique site and start), so a week's rules never change once it has begun.
 */
export async function openCurrentPeriod(
  db: Db,
  siteId: number,
  settings: RewardsSettings,
  at: Date,
): Promise<LeaderboardPeriod> {
  const [bounds] = await rowsOf<{ starts_at: Date | string; ends_at: Date | string }>(
    db,
    sql`select * from rewards_period('weekly', ${settings.time_zone}::text, ${at.toISOString()}::timestamptz)`,
  );
  if (!bounds) throw new Error('rewards_period answered no row');
  const startsAt = new Date(bounds.starts_at);
  await db
    .insert(leaderboardPeriods)
    .values({
      siteId,
      startsAt,
      endsAt: new Date(bounds.ends_at),
      metric: settings.leaderboard.metric,
      prizes: prizesOf(settings),
    })
    .onConflictDoNothing({ target: [leaderboardPeriods.siteId, leaderboardPeriods.startsAt] });
  const [row] = await db
    .select()
    .from(leaderboardPeriods)
    .where(and(eq(leaderboardPeriods.siteId, siteId), eq(leaderboardPeriods.startsAt, startsAt)));
  if (!row) throw new Error('the opened leaderboard period is missing');
  return toPeriod(row);
}

/** A period of the site by id (another site's is undefined). */
export async function sitePeriod(db: Db, siteId: number, periodId: number) {
  const [row] = await db
    .select()
    .from(leaderboardPeriods)
    .where(and(eq(leaderboardPeriods.id, periodId), eq(leaderboardPeriods.siteId, siteId)));
  return row ? toPeriod(row) : undefined;
}

/** The site's last paid periods, newest first. */
export async function paidPeriods(db: Db, siteId: number, limit: number): Promise<LeaderboardPeriod[]> {
  const rows = await db
    .select()
    .from(leaderboardPeriods)
    .where(and(eq(leaderboardPeriods.siteId, siteId), eq(leaderboardPeriods.state, 'paid')))
    .orderBy(desc(leaderboardPeriods.startsAt))
    .limit(limit);
  return rows.map(toPeriod);
}

/** Periods of every site that ended by `at` and are not paid yet, oldest first. */
export async function endedUnpaidPeriodIds(db: Db, at: Date, limit: number): Promise<number[]> {
  const rows = await db
    .select({ id: leaderboardPeriods.id })
    .from(leaderboardPeriods)
    .where(and(eq(leaderboardPeriods.state, 'open'), lte(leaderboardPeriods.endsAt, at)))
    .orderBy(asc(leaderboardPeriods.endsAt), asc(leaderboardPeriods.id))
    .limit(limit);
  return rows.map((r) => r.id);
}
