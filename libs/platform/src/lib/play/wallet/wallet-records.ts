import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { gameRounds, players, sites, walletTransactions } from '../../db/schema';

export type WalletMoveRow = typeof walletTransactions.$inferSelect;
export type RoundRow = typeof gameRounds.$inferSelect;

export interface WalletPlayer {
  id: number;
  siteId: number;
  accountId: string;
  status: string;
  currency: string;
}

/** The player a provider names by player_id (the platform's id, as authenticate gave it). */
export async function findWalletPlayer(db: Db, playerId: string): Promise<WalletPlayer | undefined> {
  if (!/^[1-9]\d{0,9}$/.test(playerId)) return undefined;
  const [row] = await db
    .select({
      id: players.id,
      siteId: players.siteId,
      accountId: players.accountId,
      status: players.status,
      currency: sites.currency,
    })
    .from(players)
    .innerJoin(sites, eq(sites.id, players.siteId))
    .where(eq(players.id, Number(playerId)))
    .limit(1);
  return row;
}

export function findMove(db: Db, providerCode: string, transactionId: string) {
  return db
    .select()
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.providerCode, providerCode),
        eq(walletTransactions.transactionId, transactionId),
      ),
    )
    .limit(1)
    .for('update')
    .then(([row]): WalletMoveRow | undefined => row);
}

export function findRound(db: Db, providerCode: string, roundId: string) {
  return db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.providerCode, providerCode), eq(gameRounds.roundId, roundId)))
    .limit(1)
    .for('update')
    .then(([row]): RoundRow | undefined => row);
}
