import { and, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { staffSignInChallenges } from '../../db/schema';
import { newSessionToken, sha256 } from '../../players/auth/secrets';
import { STAFF_POLICY } from './staff-policy';

export type ChallengePurpose = 'totp' | 'enrol';
export type ChallengeRow = typeof staffSignInChallenges.$inferSelect;

/**
 * The proof that a sign-in passed its password step, named by the code step: a random token (its hash
 * stored), short-lived, used once, with a few attempts. An enrolment's challenge keeps the secret it
 * offered, which becomes the account's only when a valid code confirms it.
 */
export class StaffChallenges {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  async issue(
    staffId: number,
    purpose: ChallengePurpose,
    pendingSecret: string | null,
  ): Promise<{ token: string; expiresAt: Date }> {
    const token = newSessionToken();
    const now = this.clock();
    const expiresAt = new Date(now.getTime() + STAFF_POLICY.challenge.validSeconds * 1000);
    await this.db.insert(staffSignInChallenges).values({
      tokenHash: sha256(token),
      staffId,
      purpose,
      pendingSecret,
      createdAt: now,
      expiresAt,
    });
    return { token, expiresAt };
  }

  /** The live challenge of a token for this purpose: not used, not past its time, attempts left. */
  async live(token: string, purpose: ChallengePurpose): Promise<ChallengeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(staffSignInChallenges)
      .where(
        and(
          eq(staffSignInChallenges.tokenHash, sha256(token)),
          eq(staffSignInChallenges.purpose, purpose),
          isNull(staffSignInChallenges.consumedAt),
          gt(staffSignInChallenges.expiresAt, this.clock()),
          lt(staffSignInChallenges.attempts, STAFF_POLICY.challenge.maxAttempts),
        ),
      )
      .limit(1);
    return row;
  }

  /** Counts a wrong code against the challenge. */
  async failedAttempt(id: number): Promise<void> {
    await this.db
      .update(staffSignInChallenges)
      .set({ attempts: sql`${staffSignInChallenges.attempts} + 1` })
      .where(eq(staffSignInChallenges.id, id));
  }

  /** Uses the challenge up, in the caller's transaction: false when another request did first. */
  async consume(db: Db, id: number): Promise<boolean> {
    const used = await db
      .update(staffSignInChallenges)
      .set({ consumedAt: this.clock() })
      .where(and(eq(staffSignInChallenges.id, id), isNull(staffSignInChallenges.consumedAt)))
      .returning({ id: staffSignInChallenges.id });
    return used.length === 1;
  }

  /** Ends every open challenge of a staff member (disabled, authenticator reset). */
  async dropAll(staffId: number, db: Db = this.db): Promise<void> {
    await db
      .update(staffSignInChallenges)
      .set({ consumedAt: this.clock() })
      .where(and(eq(staffSignInChallenges.staffId, staffId), isNull(staffSignInChallenges.consumedAt)));
  }

  /** Removes challenges that can no longer be used (housekeeping). */
  async purge(): Promise<number> {
    const removed = await this.db
      .delete(staffSignInChallenges)
      .where(
        or(
          lte(staffSignInChallenges.expiresAt, this.clock()),
          sql`${staffSignInChallenges.consumedAt} is not null`,
        ),
      )
      .returning({ id: staffSignInChallenges.id });
    return removed.length;
  }
}
