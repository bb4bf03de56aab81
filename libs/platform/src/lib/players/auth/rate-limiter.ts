import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rateLimits } from '../../db/schema';
import { tooManyRequests } from '../../http/envelope';
import { SECURITY_POLICY, type RateLimitedAction } from './security-policy';

interface Window {
  limit: number;
  windowSeconds: number;
}

/**
 * Fixed-window counters in the database: one upsert per counted call, atomic on PGlite and PostgreSQL,
 * so every server process shares them.
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  /** Counts one call for the account and for the address; throws tooManyRequests when either is over. */
  async hit(action: RateLimitedAction, siteId: number, accountId: string, address: string): Promise<void> {
    const policy: { perAccount?: Window; perAddress: Window } = SECURITY_POLICY.rateLimits[action];
    const waits = await Promise.all([
      policy.perAccount ? this.count(`${action}:account:${siteId}:${accountId}`, policy.perAccount) : 0,
      this.count(`${action}:address:${address}`, policy.perAddress),
    ]);
    const wait = Math.max(...waits);
    if (wait > 0) throw tooManyRequests(wait);
  }

  /** Seconds to wait before the next call is allowed, or 0 when this call is within the limit. */
  private async count(key: string, window: Window): Promise<number> {
    const now = this.clock();
    const windowStartsAfter = new Date(now.getTime() - window.windowSeconds * 1000);
    const expired = sql`${rateLimits.windowStart} <= ${windowStartsAfter.toISOString()}::timestamptz`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, windowStart: now, count: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
          windowStart: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
        },
      })
      .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
    if (!row || row.count <= window.limit) return 0;
    const endsAt = row.windowStart.getTime() + window.windowSeconds * 1000;
    return Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000));
  }

  /** Removes counters whose window is over (the operator's housekeeping). */
  async purge(): Promise<number> {
    const longest = Math.max(
      ...Object.values(SECURITY_POLICY.rateLimits).flatMap((p) => [
        p.perAccount?.windowSeconds ?? 0,
        p.perAddress.windowSeconds,
      ]),
    );
    const before = new Date(this.clock().getTime() - longest * 1000);
    const removed = await this.db
      .delete(rateLimits)
      .where(sql`${rateLimits.windowStart} < ${before.toISOString()}::timestamptz`)
      .returning({ key: rateLimits.key });
    return removed.length;
  }
}
