import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/database-function';
import type { JobDefinition } from '../../jobs/job-runner';
import { siteSettingsById } from '../../sites/site-records';
import { readRewardsSettings } from '../rewards-settings';
import { endedUnpaidPeriodIds, openCurrentPeriod } from './leaderboard-periods';

export interface PayoutResult {
  /** Periods paid by this run. */
  periods: number;
  /** Prizes posted by this run. */
  prizes: number;
}

/** Periods one run pays at most; a backlog (a platform down for weeks) is paid over the next runs. */
const PERIODS_PER_RUN = 50;

/**
 * Pays every period that ended by `at` and is not paid: each in one statement (leaderboard_pay,
 * migration 0017) that writes the final ranking, posts each prize with the key leaderboard:<period>:<rank>
 * and marks the period paid. A rerun, a second runner at the same time or a run after a killed one pays
 * nothing twice: the period row is locked and found paid, and a prize's key is posted once.
 */
export async function payEndedPeriods(db: Db, at: Date): Promise<PayoutResult> {
  const result: PayoutResult = { periods: 0, prizes: 0 };
  for (const id of await endedUnpaidPeriodIds(db, at, PERIODS_PER_RUN)) {
    const [row] = await rowsOf<{ paid: number }>(
      db,
      sql`select leaderboard_pay(${id}::integer, ${at.toISOString()}::timestamptz) as paid`,
    );
    if (row && row.paid >= 0) {
      result.periods += 1;
      result.prizes += row.paid;
    }
  }
  return result;
}

/**
 * Opens the current week of every site with its rewards on, so a week has its tournament even when no
 * player looked at the leaderboard during it (a period is otherwise opened by the first look).
 */
export async function openSitePeriods(db: Db, siteIds: number[], at: Date): Promise<void> {
  for (const siteId of siteIds) {
    if (!(await siteSettingsById(db, siteId)).gamify_status) continue;
    await openCurrentPeriod(db, siteId, await readRewardsSettings(db, siteId), at);
  }
}

export const LEADERBOARD_JOB = 'leaderboard-payout';

/**
 * The leaderboard's job, every minute (and at start) on one runner of all the platform's processes: opens
 * this week's periods and pays the ended ones. A run killed half-way loses only the period it was paying
 * (rolled back whole), which the next run pays.
 */
export function leaderboardJob(run: () => Promise<unknown>): JobDefinition {
  return {
    name: LEADERBOARD_JOB,
    cron: '* * * * *',
    runAtStart: true,
    expireInSeconds: 300,
    run: async () => void (await run()),
  };
}
