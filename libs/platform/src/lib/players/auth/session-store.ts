import { and, desc, eq, gt, isNull, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { players, sessions } from '../../db/schema';
import { sessionExpired } from '../../http/envelope';
import type { PlayerRow } from '../player-records';
import { newSessionToken, sha256 } from './secrets';
import { SECURITY_POLICY } from './security-policy';

export interface SessionOwner {
  player: PlayerRow;
  sessionId: number;
  startedAt: Date;
}

export type SessionRow = typeof sessions.$inferSelect;

/** Login sessions: a new random token at every login; only its hash is stored. */
export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly clock: () => Date,
  ) {}

  /**
   * A new session; beyond the policy's number of live sessions the player's oldest ones end, so a
   * leaked password cannot pile up sessions without bound.
   */
  async open(
    player: PlayerRow,
    clientAddress: string,
    userAgent = '',
  ): Promise<{ token: string; sessionId: number; endedSessions: number }> {
    const token = newSessionToken();
    const now = this.clock();
    const { absoluteSeconds, idleSeconds } = SECURITY_POLICY.session;
    const [opened] = await this.db
      .insert(sessions)
      .values({
        tokenHash: sha256(token),
        playerId: player.id,
        siteId: player.siteId,
        createdAt: now,
        lastSeenAt: now,
        expiresAt: new Date(now.getTime() + absoluteSeconds * 1000),
        clientAddress,
        userAgent,
      })
      .returning({ id: sessions.id });
    if (!opened) throw new Error('session not stored');
    const idleSince = new Date(now.getTime() - idleSeconds * 1000).toISOString();
    const ended = await this.db.execute(sql`
      update ${sessions} set revoked_at = ${now.toISOString()}::timestamptz
      where id in (
        select id from ${sessions}
        where player_id = ${player.id} and revoked_at is null
          and expires_at > ${now.toISOString()}::timestamptz and last_seen_at > ${idleSince}::timestamptz
        order by created_at desc, id desc
        offset ${SECURITY_POLICY.maxSessionsPerPlayer}
      )
      returning id`);
    return {
      token,
      sessionId: opened.id,
      endedSessions: (ended as unknown as { rows: unknown[] }).rows.length,
    };
  }

  /**
   * The player a token was issued to, when it is for this site and this account and still alive;
   * anything else is the session-expired answer.
   */
  async authenticate(siteId: number, accountId: string, token: string): Promise<SessionOwner> {
    const [row] = await this.db
      .select({ session: sessions, player: players })
      .from(sessions)
      .innerJoin(players, eq(players.id, sessions.playerId))
      .where(eq(sessions.tokenHash, sha256(token)))
      .limit(1);
    const now = this.clock().getTime();
    const { idleSeconds, touchEverySeconds } = SECURITY_POLICY.session;
    if (
      !row ||
      row.session.siteId !== siteId ||
      row.player.siteId !== siteId ||
      row.player.accountId !== accountId ||
      row.session.revokedAt !== null ||
      now >= row.session.expiresAt.getTime() ||
      now >= row.session.lastSeenAt.getTime() + idleSeconds * 1000
    ) {
      throw sessionExpired();
    }
    if (now - row.session.lastSeenAt.getTime() >= touchEverySeconds * 1000) {
      await this.db
        .update(sessions)
        .set({ lastSeenAt: new Date(now) })
        .where(eq(sessions.id, row.session.id));
    }
    return { player: row.player, sessionId: row.session.id, startedAt: row.session.createdAt };
  }

  /** The player's live sessions (not revoked, not expired, not idle), newest first. */
  async live(playerId: number): Promise<SessionRow[]> {
    const now = this.clock();
    const idleSince = new Date(now.getTime() - SECURITY_POLICY.session.idleSeconds * 1000);
    return this.db
      .select()
      .from(sessions)
      .where(
        and(
          eq(sessions.playerId, playerId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
          gt(sessions.lastSeenAt, idleSince),
        ),
      )
      .orderBy(desc(sessions.createdAt), desc(sessions.id));
  }

  /** Ends one live session of this player (signing out a session by its id); false when there is none. */
  async revokeOwn(playerId: number, sessionId: number): Promise<boolean> {
    const live = await this.live(playerId);
    if (!live.some((session) => session.id === sessionId)) return false;
    await this.revoke(sessionId);
    return true;
  }

  /** Ends one session (the player signs out): its token stops working at once. */
  async revoke(sessionId: number): Promise<void> {
    await this.db
      .update(sessions)
      .set({ revokedAt: this.clock() })
      .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  }

  /**
   * Ends every live session of the player, or every one but the session kept; answers how many ended (the
   * dead ones, idle or past their time, work no more anyway and are left to the purge).
   */
  async revokeAll(playerId: number, keepSessionId?: number): Promise<number> {
    const now = this.clock();
    const idleSince = new Date(now.getTime() - SECURITY_POLICY.session.idleSeconds * 1000);
    const ended = await this.db
      .update(sessions)
      .set({ revokedAt: now })
      .where(
        and(
          eq(sessions.playerId, playerId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
          gt(sessions.lastSeenAt, idleSince),
          keepSessionId === undefined ? undefined : ne(sessions.id, keepSessionId),
        ),
      )
      .returning({ id: sessions.id });
    return ended.length;
  }

  /** Removes sessions that can no longer be used (the operator's housekeeping). */
  async purge(): Promise<number> {
    const now = this.clock();
    const idleSince = new Date(now.getTime() - SECURITY_POLICY.session.idleSeconds * 1000);
    const removed = await this.db
      .delete(sessions)
      .where(
        or(
          lt(sessions.expiresAt, now),
          lt(sessions.lastSeenAt, idleSince),
          sql`${sessions.revokedAt} is not null`,
        ),
      )
      .returning({ id: sessions.id });
    return removed.length;
  }
}
