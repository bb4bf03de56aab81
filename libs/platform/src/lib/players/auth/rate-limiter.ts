import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rateLimits } from '../../db/schema';
import { tooManyRequests } from '../../http/envelope';
import type { SecurityLog } from '../../security-log/security-log';
import { SECURITY_POLICY, type RateLimitedAction, type RateLimitSubject } from './security-policy';

interface Window {
  limit: number;
  windowSeconds: number;
}

/** Who a counted call is about; each action's policy says which of these it counts by. */
export interface RateLimitCaller {
  siteId: number;
  address: string;
  accountId?: string;
  /** The phone number a code goes to (normalised). */
  phone?: string;
  /** For a reset request: whether the phone given is the account's own. */
  phoneMatches?: boolean;
}

/** The counter's key for one subject, or undefined when the caller lacks what the subject needs. */
function subjectKey(subject: RateLimitSubject, caller: RateLimitCaller): string | undefined {
  const { siteId, address, accountId, phone, phoneMatches } = caller;
  switch (subject) {
    case 'address':
      return address;
    case 'site':
      return String(siteId);
    case 'phone':
      return phone;
    case 'accountAddress':
      return accountId === undefined ? undefined : `${siteId}:${accountId}:${address}`;
    case 'accountPhone':
      return accountId === undefined || phoneMatches === undefined
        ? undefined
        : `${siteId}:${accountId}:${phoneMatches ? 'match' : 'other'}`;
  }
}

/** Seconds from `now` until a window that started at `start` ends (at least 1). */
function secondsLeft(start: Date, windowSeconds: number, now: Date): number {
  return Math.max(1, Math.ceil((start.getTime() + windowSeconds * 1000 - now.getTime()) / 1000));
}

/**
 * Fixed-window counters in the database: one upsert per counted call and subject, atomic on PGlite and
 * PostgreSQL, so every server process shares them.
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
    private readonly log: SecurityLog,
  ) {}

  /** Counts one call under every subject of the action's policy; throws tooManyRequests when one is over. */
  async hit(action: RateLimitedAction, caller: RateLimitCaller): Promise<void> {
    const policy: Partial<Record<RateLimitSubject, Window>> = SECURITY_POLICY.rateLimits[action];
    const counted = Object.entries(policy).flatMap(([subject, window]) => {
      const key = subjectKey(subject as RateLimitSubject, caller);
      if (key === undefined) throw new Error(`rate limit ${action}:${subject} needs what the caller lacks`);
      return [this.count(`${action}:${subject}:${key}`, window)];
    });
    const wait = Math.max(0, ...(await Promise.all(counted)));
    if (wait > 0) {
      const { siteId, address, accountId } = caller;
      this.log.record('throttled', { action, siteId, address, accountId, retryAfterSeconds: wait });
      throw tooManyRequests(wait);
    }
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
    return secondsLeft(row.windowStart, window.windowSeconds, now);
  }

  /** Removes counters whose window is over, and forgotten login failures (the operator's housekeeping). */
  async purge(): Promise<number> {
    const windows = Object.values(SECURITY_POLICY.rateLimits).flatMap((policy) =>
      Object.values(policy).map((window: Window) => window.windowSeconds),
    );
    const longest = Math.max(...windows, SECURITY_POLICY.loginThrottle.forgetAfterSeconds);
    const before = new Date(this.clock().getTime() - longest * 1000);
    const removed = await this.db
      .delete(rateLimits)
      .where(sql`${rateLimits.windowStart} < ${before.toISOString()}::timestamptz`)
      .returning({ key: rateLimits.key });
    return removed.length;
  }
}
