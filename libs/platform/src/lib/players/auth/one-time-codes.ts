import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { oneTimeCodes } from '../../db/schema';
import { tooManyRequests } from '../../http/envelope';
import { playerErrors } from '../player-errors';
import { hashCode, newOneTimeCode, newSalt, sameHash } from './secrets';
import { SECURITY_POLICY } from './security-policy';

export type CodePurpose = 'register' | 'login' | 'forgot';

export interface IssuedCode {
  id: number;
  code: string;
  expiresInSeconds: number;
}

/**
 * One-time codes: six digits, salted hash stored, single use, expiring, attempt-limited; a new code
 * replaces the previous one of the same purpose and may be asked for at most once per resend interval.
 */
export class OneTimeCodes {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  async issue(playerId: number, purpose: CodePurpose): Promise<IssuedCode> {
    const now = this.clock();
    const latest = await this.latest(playerId, purpose);
    const { resendAfterSeconds, validSeconds } = SECURITY_POLICY.code;
    if (latest) {
      const wait = Math.ceil((latest.createdAt.getTime() + resendAfterSeconds * 1000 - now.getTime()) / 1000);
      if (wait > 0) throw tooManyRequests(wait);
    }
    const code = newOneTimeCode();
    const salt = newSalt();
    const [row] = await this.db
      .insert(oneTimeCodes)
      .values({
        playerId,
        purpose,
        salt,
        codeHash: hashCode(salt, code),
        createdAt: now,
        expiresAt: new Date(now.getTime() + validSeconds * 1000),
      })
      .returning({ id: oneTimeCodes.id });
    if (!row) throw new Error('one-time code not stored');
    return { id: row.id, code, expiresInSeconds: validSeconds };
  }

  /** Takes back a code whose message could not be sent, so the player may ask again at once. */
  async withdraw(codeId: number): Promise<void> {
    await this.db.delete(oneTimeCodes).where(eq(oneTimeCodes.id, codeId));
  }

  /**
   * Uses up the player's newest code of this purpose when `code` is it; otherwise counts a failed try
   * and throws tacInvalid, tacExpired or tacAttemptsExceeded.
   */
  async consume(playerId: number, purpose: CodePurpose, code: string): Promise<void> {
    const { maxAttempts } = SECURITY_POLICY.code;
    const latest = await this.latest(playerId, purpose);
    if (!latest || latest.consumedAt !== null) throw playerErrors.tacInvalid();
    if (latest.attempts >= maxAttempts) throw playerErrors.tacAttemptsExceeded();
    const now = this.clock();
    if (now.getTime() >= latest.expiresAt.getTime()) throw playerErrors.tacExpired();
    if (!/^\d{6}$/.test(code)) throw playerErrors.tacInvalid();

    const open = and(
      eq(oneTimeCodes.id, latest.id),
      isNull(oneTimeCodes.consumedAt),
      lt(oneTimeCodes.attempts, maxAttempts),
    );
    if (sameHash(hashCode(latest.salt, code), latest.codeHash)) {
      const used = await this.db
        .update(oneTimeCodes)
        .set({ consumedAt: now })
        .where(open)
        .returning({ id: oneTimeCodes.id });
      // Another request used the code, or spent its last try, a moment before this one.
      if (used.length === 0) throw playerErrors.tacInvalid();
      return;
    }
    const [counted] = await this.db
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(open)
      .returning({ attempts: oneTimeCodes.attempts });
    if (!counted || counted.attempts >= maxAttempts) throw playerErrors.tacAttemptsExceeded();
    throw playerErrors.tacInvalid();
  }

  private async latest(playerId: number, purpose: CodePurpose) {
    const [row] = await this.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.playerId, playerId), eq(oneTimeCodes.purpose, purpose)))
      .orderBy(desc(oneTimeCodes.createdAt), desc(oneTimeCodes.id))
      .limit(1);
    return row;
  }

  /** Removes codes that can no longer be used and are past any resend interval. */
  async purge(): Promise<number> {
    const removed = await this.db
      .delete(oneTimeCodes)
      .where(lt(oneTimeCodes.expiresAt, this.clock()))
      .returning({ id: oneTimeCodes.id });
    return removed.length;
  }
}
