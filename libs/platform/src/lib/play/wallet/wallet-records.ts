import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { inFlightBatches } from '../../db/in-flight-batches';
import { gameRounds, gameSessions, players, sites } from '../../db/schema';
import { hashOfGameToken, type GameSessionRow } from '../launch/game-session-records';

export type RoundRow = typeof gameRounds.$inferSelect;

export interface WalletPlayer {
  id: number;
  siteId: number;
  accountId: string;
  status: string;
  currency: string;
}

const PLAYER_COLUMNS = {
  id: players.id,
  siteId: players.siteId,
  accountId: players.accountId,
  status: players.status,
  currency: sites.currency,
};

/** The platform's player id a provider sends (as authenticate gave it), or undefined when it cannot be one. */
export function walletPlayerId(playerId: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(playerId)) return undefined;
  const id = Number(playerId);
  return id <= 2_147_483_647 ? id : undefined;
}

/** The player a provider names by player_id. */
export async function findWalletPlayer(db: Db, playerId: string): Promise<WalletPlayer | undefined> {
  const id = walletPlayerId(playerId);
  if (id === undefined) return undefined;
  const [row] = await db
    .select(PLAYER_COLUMNS)
    .from(players)
    .innerJoin(sites, eq(sites.id, players.siteId))
    .where(eq(players.id, id))
    .limit(1);
  return row;
}

export interface SessionPlayer {
  session: GameSessionRow;
  player: WalletPlayer;
}

/**
 * Game sessions by token, each with its player; the lookups that arrive while others are in the database
 * go together in one query (every bet asks).
 */
export function createSessionLookup(db: Db): (token: string) => Promise<SessionPlayer | undefined> {
  return inFlightBatches(
    async (tokens: string[]) => {
      const hashes = tokens.map(hashOfGameToken);
      const rows = await db
        .select({ session: gameSessions, player: PLAYER_COLUMNS })
        .from(gameSessions)
        .innerJoin(players, eq(players.id, gameSessions.playerId))
        .innerJoin(sites, eq(sites.id, players.siteId))
        .where(inArray(gameSessions.tokenHash, [...new Set(hashes)]));
      const byHash = new Map(rows.map((row) => [row.session.tokenHash, row]));
      return hashes.map((hash) => byHash.get(hash));
    },
    { inFlight: 1, maxItems: 64 },
  );
}

export function findRound(db: Db, providerCode: string, roundId: string) {
  return db
    .select()
    .from(gameRounds)
    .where(and(eq(gameRounds.providerCode, providerCode), eq(gameRounds.roundId, roundId)))
    .limit(1)
    .then(([row]): RoundRow | undefined => row);
}
