import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { numberOf, rowsOf } from '../../db/database-function';
import type { JobDefinition } from '../../jobs/job-runner';
import type { RewardsSettings } from '../rewards-settings';
import { referralSettingsOf } from './referral-site';
import { daysToSettle } from './settlement-days';

/** What a settlement run did (days another run had settled already count nothing). */
export interface SettlementFigures {
  /** Site days settled by this run. */
  days: number;
  /** referralCommission postings made (one per referrer and day that earned something). */
  referrers: number;
  /** Minor units posted, summed over the sites' currencies (a figure for the log, not an amount). */
  paid_minor: number;
}

/** Days one run settles per site at most; a platform down for longer catches up over the next runs. */
export const DAYS_PER_RUN = 31;

/** The site's newest settled day (YYYY-MM-DD), if any. */
async function lastSettledDay(db: Db, siteId: number): Promise<string | undefined> {
  const [row] = await rowsOf<{ day: string | null }>(
    db,
    sql`select to_char(max(day), 'YYYY-MM-DD') as day from referral_settlements where site_id = ${siteId}::integer`,
  );
  return row?.day ?? undefined;
}

/**
 * Settles one ended day of a site in one statement (referral_settle, migration 0019) with the site's
 * terms as they are now; undefined when the day was settled already (by an earlier or a concurrent run).
 */
export async function settleDay(
  db: Db,
  siteId: number,
  day: string,
  settings: RewardsSettings,
  at: Date,
): Promise<{ referrers: number; paidMinor: number } | undefined> {
  const { commission_percent: percent, basis } = settings.referral;
  const [row] = await rowsOf<{ referrers: number; paid_minor: unknown }>(
    db,
    sql`select * from referral_settle(${siteId}::integer, ${day}::date, ${settings.time_zone}::text,
          ${String(percent)}::numeric, ${basis}::text, ${at.toISOString()}::timestamptz)`,
  );
  if (!row) throw new Error('referral_settle answered no row');
  const referrers = numberOf(row.referrers);
  return referrers < 0 ? undefined : { referrers, paidMinor: numberOf(row.paid_minor) };
}

/**
 * Settles, for every site that shows referral, each ended day from the day after its last settled one
 * (or yesterday, for a site never settled) up to yesterday in the site's time zone, at most DAYS_PER_RUN
 * days per site. A day's statement is all or nothing and a day is settled once, so a rerun, a second
 * runner or the operator command at the same time pays nothing twice. A site that fails (its day rolled
 * back whole) does not hold back the others; the run then fails naming it, and the next run tries again.
 */
export async function settleEndedDays(
  db: Db,
  siteIds: readonly number[],
  at: Date,
): Promise<SettlementFigures> {
  const figures: SettlementFigures = { days: 0, referrers: 0, paid_minor: 0 };
  const failures: Array<{ siteId: number; error: unknown }> = [];
  for (const siteId of siteIds) {
    try {
      const settings = await referralSettingsOf(db, siteId);
      if (!settings) continue;
      const days = daysToSettle(await lastSettledDay(db, siteId), at, settings.time_zone, DAYS_PER_RUN);
      for (const day of days) {
        const settled = await settleDay(db, siteId, day, settings, at);
        if (!settled) continue;
        figures.days += 1;
        figures.referrers += settled.referrers;
        figures.paid_minor += settled.paidMinor;
      }
    } catch (error) {
      failures.push({ siteId, error });
    }
  }
  const [first] = failures;
  if (first) {
    const sites = failures.map((f) => f.siteId).join(', ');
    throw new Error(`referral settlement failed for site ${sites}: ${String(first.error)}`, {
      cause: first.error,
    });
  }
  return figures;
}

export const REFERRAL_JOB = 'referral-settlement';

/**
 * The referral settlement's job, every 15 minutes (and at start) on one runner of all the platform's
 * processes: a site's day is settled within a quarter of an hour after its midnight, whatever its zone.
 */
export function referralJob(run: () => Promise<unknown>): JobDefinition {
  return {
    name: REFERRAL_JOB,
    cron: '*/15 * * * *',
    runAtStart: true,
    expireInSeconds: 600,
    run: async () => void (await run()),
  };
}
