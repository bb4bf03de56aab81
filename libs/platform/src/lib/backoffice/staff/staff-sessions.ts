import { and, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { staffAccounts, staffSessions } from '../../db/schema';
import { newSessionToken, sha256 } from '../../players/auth/secrets';
import { staffErrors } from '../backoffice-errors';
import type { StaffRow } from './staff-records';
import { STAFF_POLICY } from './staff-policy';

export interface OpenedStaffSession {
  token: string;
  sessionId: number;
  expiresAt: Date;
}

/**
 * Back-office sessions, as strict as the players' (players/auth/session-store.ts) and shorter: a new
 * 256-bit token at every sign-in, only its SHA-256 stored, idle and absolute expiry, revoked on sign-out,
 * and all of a staff member's revoked when they are disabled or an owner ends them.
 */
export class StaffSessions {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  private idleSince(now: Date): Date {
    return new Date(now.getTime() - STAFF_POLICY.session.idleSeconds * 1000);
  }

  /** A new session; beyond the policy's number of live sessions the staff member's oldest ones end. */
  async open(staffId: number, address: string, userAgent: string): Promise<OpenedStaffSession> {
    const token = newSessionToken();
    const now = this.clock();
    const expiresAt = new Date(now.getTime() + STAFF_POLICY.session.absoluteSeconds * 1000);
    const [opened] = await this.db
      .insert(staffSessions)
      .values({
        tokenHash: sha256(token),
        staffId,
        createdAt: now,
        lastSeenAt: now,
        expiresAt,
        clientAddress: address,
        userAgent,
      })
      .returning({ id: staffSessions.id });
    if (!opened) throw new Error('staff session not stored');
    await this.db.execute(sql`
      update ${staffSessions} set revoked_at = ${now.toISOString()}::timestamptz
      where id in (
        select id from ${staffSessions}
        where staff_id = ${staffId} and revoked_at is null
          and expires_at > ${now.toISOString()}::timestamptz
          and last_seen_at > ${this.idleSince(now).toISOString()}::timestamptz
        order by created_at desc, id desc
        offset ${STAFF_POLICY.maxSessions}
      )`);
    return { token, sessionId: opened.id, expiresAt };
  }

  /** The live session of a token and its staff member (not disabled); anything else staffSignInRequired. */
  async authenticate(token: string | undefined): Promise<{ sessionId: number; staff: StaffRow }> {
    const found = token ? await this.find(token) : undefined;
    if (!found) throw staffErrors.signInRequired();
    const now = this.clock().getTime();
    if (now - found.lastSeenAt.getTime() >= STAFF_POLICY.session.touchEverySeconds * 1000) {
      await this.db
        .update(staffSessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(staffSessions.id, found.sessionId));
    }
    return { sessionId: found.sessionId, staff: found.staff };
  }

  /** Who a token belongs to while it is live, without marking it used (for the audit of a bad request). */
  async peek(token: string | undefined): Promise<number | undefined> {
    return token ? (await this.find(token))?.staff.id : undefined;
  }

  private async find(token: string) {
    const [row] = await this.db
      .select({ session: staffSessions, staff: staffAccounts })
      .from(staffSessions)
      .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
      .where(eq(staffSessions.tokenHash, sha256(token)))
      .limit(1);
    const now = this.clock().getTime();
    if (
      !row ||
      row.staff.disabled ||
      row.session.revokedAt !== null ||
      now >= row.session.expiresAt.getTime() ||
      now >= row.session.lastSeenAt.getTime() + STAFF_POLICY.session.idleSeconds * 1000
    ) {
      return undefined;
    }
    return { sessionId: row.session.id, lastSeenAt: row.session.lastSeenAt, staff: row.staff };
  }

  /** Ends one session (sign-out): its token stops working at once. */
  async revoke(sessionId: number): Promise<void> {
    await this.db
      .update(staffSessions)
      .set({ revokedAt: this.clock() })
      .where(and(eq(staffSessions.id, sessionId), isNull(staffSessions.revokedAt)));
  }

  /** Ends every live session of a staff member, in the caller's transaction when given; answers how many. */
  async revokeAll(staffId: number, db: Db = this.db): Promise<number> {
    return this.revokeLive(staffId, undefined, db);
  }

  /** Ends every live session of a staff member but the one given (a password change); answers how many. */
  async revokeOthers(staffId: number, keep: number, db: Db = this.db): Promise<number> {
    return this.revokeLive(staffId, keep, db);
  }

  private async revokeLive(staffId: number, keep: number | undefined, db: Db): Promise<number> {
    const now = this.clock();
    const ended = await db
      .update(staffSessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(staffSessions.staffId, staffId),
          keep === undefined ? undefined : ne(staffSessions.id, keep),
          isNull(staffSessions.revokedAt),
          gt(staffSessions.expiresAt, now),
          gt(staffSessions.lastSeenAt, this.idleSince(now)),
        ),
      )
      .returning({ id: staffSessions.id });
    return ended.length;
  }

  /** Removes sessions that can no longer be used (housekeeping). */
  async purge(): Promise<number> {
    const now = this.clock();
    const removed = await this.db
      .delete(staffSessions)
      .where(
        or(
          lt(staffSessions.expiresAt, now),
          lt(staffSessions.lastSeenAt, this.idleSince(now)),
          sql`${staffSessions.revokedAt} is not null`,
        ),
      )
      .returning({ id: staffSessions.id });
    return removed.length;
  }
}
