import { eq, like, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rateLimits } from '../../db/schema';
import { tooManyRequests } from '../../http/envelope';
import type { SecurityLog } from '../../security-log/security-log';
import { SECURITY_POLICY } from './security-policy';

/**
 * Growing delays after wrong passwords or codes, for one account from one client address. Another
 * address (the owner's) is never slowed by them, so failures cannot be turned into a lockout; the
 * per-address budget of the `login` rate limit bounds how many accounts one address can try.
 * Kept in the rate-limit table (window_start is the last failure), shared by every server process.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
    private readonly log: SecurityLog,
  ) {}

  private key(siteId: number, accountId: string, address: string): string {
    return `loginFailure:${siteId}:${accountId}:${address}`;
  }

  /** The delay after `failures` failures in a row, in seconds (0 while still free). */
  static delayAfter(failures: number): number {
    const { freeFailures, firstDelaySeconds, maxDelaySeconds } = SECURITY_POLICY.loginThrottle;
    if (failures < freeFailures) return 0;
    return Math.min(maxDelaySeconds, firstDelaySeconds * 2 ** (failures - freeFailures));
  }

  /** Throws tooManyRequests while this address must still wait before trying this account again. */
  async check(siteId: number, accountId: string, address: string): Promise<void> {
    const [row] = await this.db
      .select({ count: rateLimits.count, last: rateLimits.windowStart })
      .from(rateLimits)
      .where(eq(rateLimits.key, this.key(siteId, accountId, address)));
    if (!row) return;
    const now = this.clock().getTime();
    const waitUntil = row.last.getTime() + LoginThrottle.delayAfter(row.count) * 1000;
    if (waitUntil > now) {
      const retryAfterSeconds = Math.ceil((waitUntil - now) / 1000);
      this.log.record('throttled', {
        action: 'loginFailures',
        siteId,
        accountId,
        address,
        retryAfterSeconds,
      });
      throw tooManyRequests(retryAfterSeconds);
    }
  }

  /** Counts one failure; failures older than the forget period start the count again. */
  async fail(siteId: number, accountId: string, address: string): Promise<void> {
    const now = this.clock();
    const forgetBefore = new Date(now.getTime() - SECURITY_POLICY.loginThrottle.forgetAfterSeconds * 1000);
    const forgotten = sql`${rateLimits.windowStart} <= ${forgetBefore.toISOString()}::timestamptz`;
    await this.db
      .insert(rateLimits)
      .values({ key: this.key(siteId, accountId, address), windowStart: now, count: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${forgotten} then 1 else ${rateLimits.count} + 1 end`,
          windowStart: sql`${now.toISOString()}::timestamptz`,
        },
      });
  }

  /** A password reset proved the phone: every address's failures for the account are forgotten. */
  async forgetAccount(siteId: number, accountId: string): Promise<void> {
    const prefix = this.key(siteId, accountId, '').replace(/[\\%_]/g, '\\$&');
    await this.db.delete(rateLimits).where(like(rateLimits.key, `${prefix}%`));
  }

  /** A success from this address forgets its failures. */
  async succeed(siteId: number, accountId: string, address: string): Promise<void> {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, this.key(siteId, accountId, address)));
  }
}
