import { and, desc, eq, lt, ne, or, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { signInAttempts } from '../../db/schema';
import type { SignInView } from '../player-types';
import { SECURITY_POLICY } from './security-policy';

export type SignInMethod = 'password' | 'code' | 'signup';
export type SignInAttemptRow = typeof signInAttempts.$inferSelect;

/** The outcome of a successful attempt; a failure keeps the error key the sign-in answered. */
export const SIGNED_IN = 'ok';

export interface AttemptInput {
  playerId: number;
  address: string;
  userAgent: string;
  method: SignInMethod;
  /** 'ok', or the error key the attempt answered. */
  outcome: string;
  sessionId?: number;
}

/**
 * A player's sign-in attempts, kept for the player's own security page (the security log keeps them for
 * the operator, without the user agent): when, from where, with what, and how it ended.
 */
export class SignInRecords {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  async record(attempt: AttemptInput): Promise<void> {
    await this.db.insert(signInAttempts).values({
      playerId: attempt.playerId,
      at: this.clock(),
      address: attempt.address,
      userAgent: attempt.userAgent,
      method: attempt.method,
      outcome: attempt.outcome,
      sessionId: attempt.sessionId ?? null,
    });
  }

  /**
   * The player's last successful sign-in, before the one that opened `sessionId` when it is given (the
   * sign-in being answered has not been recorded yet otherwise).
   */
  async lastSuccess(playerId: number, sessionId?: number): Promise<SignInView | null> {
    let before: Date | undefined;
    if (sessionId !== undefined) {
      const [own] = await this.db
        .select({ at: signInAttempts.at })
        .from(signInAttempts)
        .where(and(eq(signInAttempts.playerId, playerId), eq(signInAttempts.sessionId, sessionId)))
        .limit(1);
      before = own?.at;
    }
    const [row] = await this.db
      .select()
      .from(signInAttempts)
      .where(
        and(
          eq(signInAttempts.playerId, playerId),
          eq(signInAttempts.outcome, SIGNED_IN),
          sessionId === undefined
            ? undefined
            : or(isNull(signInAttempts.sessionId), ne(signInAttempts.sessionId, sessionId)),
          before ? lte(signInAttempts.at, before) : undefined,
        ),
      )
      .orderBy(desc(signInAttempts.at), desc(signInAttempts.id))
      .limit(1);
    return row ? { at: row.at, address: row.address, userAgent: row.userAgent } : null;
  }

  recent(playerId: number, limit: number): Promise<SignInAttemptRow[]> {
    return this.db
      .select()
      .from(signInAttempts)
      .where(eq(signInAttempts.playerId, playerId))
      .orderBy(desc(signInAttempts.at), desc(signInAttempts.id))
      .limit(limit);
  }

  /** Deletes attempts older than the policy keeps them (the operator's housekeeping). */
  async purge(): Promise<number> {
    const keptMs = SECURITY_POLICY.signInAttemptsKeptDays * 24 * 60 * 60 * 1000;
    const removed = await this.db
      .delete(signInAttempts)
      .where(lt(signInAttempts.at, new Date(this.clock().getTime() - keptMs)))
      .returning({ id: signInAttempts.id });
    return removed.length;
  }
}
