import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { numberOf, rowsOf } from '../../db/database-function';
import type { MissionKind, MissionPeriod } from './mission-input';

/** A mission of the site with the player's progress in its current period (stored units). */
export interface MissionProgress {
  id: number;
  period: MissionPeriod;
  kind: MissionKind;
  target: number;
  category: string | null;
  rewardKind: 'tokens' | 'cash';
  rewardAmount: number;
  periodStart: Date;
  periodEnd: Date;
  /** Counted from the period's events (may exceed the target). */
  progress: number;
  claimed: boolean;
}

interface ProgressRow {
  id: number;
  period: string;
  kind: string;
  target: unknown;
  category: string | null;
  reward_kind: string;
  reward_amount: unknown;
  starts_at: Date | string;
  ends_at: Date | string;
  progress: unknown;
  claimed: boolean;
}

/**
 * The site's active missions with the player's progress, in one statement: each mission's period is the
 * site-time-zone day or week holding `at` (rewards_period), its progress counted from that period's events
 * (mission_progress, migration 0017) and its claim looked up for that period start. Nothing resets at
 * midnight: a new day or week is a new window, in which nothing has happened yet and nothing is claimed,
 * so no reset job is needed.
 */
export async function missionProgress(
  db: Db,
  siteId: number,
  playerId: number,
  timeZone: string,
  at: Date,
): Promise<MissionProgress[]> {
  const when = at.toISOString();
  const rows = await rowsOf<ProgressRow>(
    db,
    sql`select m.id, m.period, m.kind, m.target, m.category, m.reward_kind, m.reward_amount,
          b.starts_at, b.ends_at,
          mission_progress(m.kind, m.category, ${playerId}::integer, b.starts_at, b.ends_at,
            ${timeZone}::text, ${when}::timestamptz) as progress,
          exists (select 1 from mission_claims c
                   where c.player_id = ${playerId}::integer and c.mission_id = m.id
                     and c.period_start = b.starts_at) as claimed
        from missions m
        cross join lateral rewards_period(m.period, ${timeZone}::text, ${when}::timestamptz) b
       where m.site_id = ${siteId}::integer and m.active
       order by m.position, m.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    period: row.period as MissionPeriod,
    kind: row.kind as MissionKind,
    target: numberOf(row.target),
    category: row.category,
    rewardKind: row.reward_kind === 'tokens' ? 'tokens' : 'cash',
    rewardAmount: numberOf(row.reward_amount),
    periodStart: new Date(row.starts_at),
    periodEnd: new Date(row.ends_at),
    progress: numberOf(row.progress),
    claimed: row.claimed,
  }));
}
