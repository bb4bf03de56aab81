import { and, asc, count, desc, eq, gte, lt, type SQL } from 'drizzle-orm';
import { currencyDigits, toMajor } from '@wl/money';
import type { BetRound } from '@wl/contract';
import type { Db } from '../../db/database';
import { gameProviders, gameRounds, walletTransactions } from '../../db/schema';

export interface RoundQuery {
  /** Inclusive days, YYYY-MM-DD (UTC). */
  dateFrom?: string;
  dateTo?: string;
  gameType?: string;
  page: number;
  pageSize: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function filters(playerId: number, query: RoundQuery): SQL[] {
  const where: SQL[] = [eq(gameRounds.playerId, playerId)];
  if (query.dateFrom) where.push(gte(gameRounds.startedAt, new Date(`${query.dateFrom}T00:00:00Z`)));
  if (query.dateTo)
    where.push(lt(gameRounds.startedAt, new Date(Date.parse(`${query.dateTo}T00:00:00Z`) + DAY_MS)));
  if (query.gameType) where.push(eq(gameRounds.gameType, query.gameType));
  return where;
}

const columns = { round: gameRounds, providerName: gameProviders.name };
type RoundWithProvider = { round: typeof gameRounds.$inferSelect; providerName: string };

function toWire(row: RoundWithProvider, currency: string): BetRound {
  const major = (minor: number) => toMajor(minor, currencyDigits(currency));
  const r = row.round;
  return {
    round_id: r.roundId,
    provider_code: r.providerCode,
    provider_name: row.providerName,
    game_code: r.gameCode,
    game_name: r.gameName,
    game_type: r.gameType,
    bet: major(r.betMinor),
    win: major(r.winMinor),
    refund: major(r.refundMinor),
    net: major(r.winMinor + r.refundMinor - r.betMinor),
    status: r.status === 'closed' ? 'closed' : 'open',
    started_at: r.startedAt.toISOString(),
    ended_at: r.endedAt?.toISOString() ?? null,
  };
}

/** A player's rounds, newest first, one page at a time, with how many match. */
export async function roundPage(db: Db, playerId: number, currency: string, query: RoundQuery) {
  const where = and(...filters(playerId, query));
  const [rows, [total]] = await Promise.all([
    db
      .select(columns)
      .from(gameRounds)
      .innerJoin(gameProviders, eq(gameProviders.code, gameRounds.providerCode))
      .where(where)
      .orderBy(desc(gameRounds.startedAt), desc(gameRounds.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(gameRounds).where(where),
  ]);
  return {
    value: rows.map((row) => toWire(row, currency)),
    total: Number(total?.total ?? 0),
    page: query.page,
    page_size: query.pageSize,
  };
}

/** One round of the player with its wallet calls in order, or undefined (another player's is not found). */
export async function roundWithMoves(
  db: Db,
  playerId: number,
  currency: string,
  providerCode: string,
  roundId: string,
) {
  const [row] = await db
    .select(columns)
    .from(gameRounds)
    .innerJoin(gameProviders, eq(gameProviders.code, gameRounds.providerCode))
    .where(
      and(
        eq(gameRounds.playerId, playerId),
        eq(gameRounds.providerCode, providerCode),
        eq(gameRounds.roundId, roundId),
      ),
    )
    .limit(1);
  if (!row) return undefined;
  const moves = await db
    .select()
    .from(walletTransactions)
    .where(
      and(
        eq(walletTransactions.providerCode, providerCode),
        eq(walletTransactions.roundId, roundId),
        eq(walletTransactions.playerId, playerId),
      ),
    )
    .orderBy(asc(walletTransactions.id));
  const digits = currencyDigits(currency);
  return {
    round: toWire(row, currency),
    moves: moves
      .filter((move) => move.state !== 'tombstone')
      .map((move) => ({
        kind: move.kind as 'bet' | 'win' | 'rollback',
        transaction_id: move.transactionId,
        amount: toMajor(move.amountMinor, digits),
        created_at: move.createdAt.toISOString(),
      })),
  };
}
