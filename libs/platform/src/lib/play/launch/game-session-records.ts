import { and, eq, isNull } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../../db/database';
import { gameSessions } from '../../db/schema';

export type GameSessionRow = typeof gameSessions.$inferSelect;

/** A game session ends 30 minutes after its last call and 12 hours after its launch. */
export const GAME_SESSION_IDLE_MS = 30 * 60 * 1000;
export const GAME_SESSION_MAX_MS = 12 * 60 * 60 * 1000;

export const hashOfGameToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface NewGameSession {
  siteId: number;
  playerId: number;
  providerCode: string;
  gameCode: string;
  currency: string;
  /** The player's session time limit ends the game session here; null: no limit. */
  endsAt: Date | null;
}

/** Stores a session and answers its token (256 random bits; only the hash is kept). */
export async function createGameSession(db: Db, session: NewGameSession, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db
    .insert(gameSessions)
    .values({ ...session, tokenHash: hashOfGameToken(token), createdAt: now, lastUsedAt: now });
  return token;
}

/** Idle too long, open too long, or past the end the player's session time limit set. */
export function isExpired(session: GameSessionRow, now: Date): boolean {
  const at = now.getTime();
  return (
    at - session.lastUsedAt.getTime() > GAME_SESSION_IDLE_MS ||
    at - session.createdAt.getTime() > GAME_SESSION_MAX_MS ||
    (session.endsAt !== null && at >= session.endsAt.getTime())
  );
}

/** Marks the token exchanged; false when another authenticate got there first. */
export async function markAuthenticated(db: Db, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(gameSessions)
    .set({ authenticatedAt: now, lastUsedAt: now })
    .where(and(eq(gameSessions.id, id), isNull(gameSessions.authenticatedAt)))
    .returning({ id: gameSessions.id });
  return rows.length === 1;
}

export async function touchGameSession(db: Db, id: number, now: Date): Promise<void> {
  await db.update(gameSessions).set({ lastUsedAt: now }).where(eq(gameSessions.id, id));
}
