import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { players } from '../db/schema';

export type PlayerRow = typeof players.$inferSelect;
export type PlayerStatus = 'active' | 'blocked' | 'closed';

export const PLAYER_STATUSES: readonly PlayerStatus[] = ['active', 'blocked', 'closed'];

/** Account ids compare case-insensitively: they are stored and looked up lower-case. */
export function normaliseAccountId(accountId: string): string {
  return accountId.trim().toLowerCase();
}

export async function findPlayer(db: Db, siteId: number, accountId: string): Promise<PlayerRow | undefined> {
  const [row] = await db
    .select()
    .from(players)
    .where(and(eq(players.siteId, siteId), eq(players.accountId, normaliseAccountId(accountId))))
    .limit(1);
  return row;
}

export function isPlayerStatus(value: string): value is PlayerStatus {
  return (PLAYER_STATUSES as readonly string[]).includes(value);
}
