import { and, asc, count, desc, eq, inArray, ne } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import {
  oddsLines,
  sportLeagues,
  sportMatches,
  sportTeams,
  sportsBetLegs,
  sportsBets,
} from '../../db/schema';

export type BetRow = typeof sportsBets.$inferSelect;

/** A price as it stands, with what decides whether it takes bets. */
export interface LineNow {
  id: number;
  matchId: number | null;
  betType: string;
  homeAway: string;
  criteria1: string;
  odds: number;
  suspended: boolean;
  closed: boolean;
  matchStatus: string | null;
  matchSuspended: boolean;
  kickoffAt: Date | null;
}

export async function linesNow(db: Db, lineIds: readonly number[]): Promise<LineNow[]> {
  if (lineIds.length === 0) return [];
  return db
    .select({
      id: oddsLines.id,
      matchId: oddsLines.matchId,
      betType: oddsLines.betType,
      homeAway: oddsLines.homeAway,
      criteria1: oddsLines.criteria1,
      odds: oddsLines.odds,
      suspended: oddsLines.suspended,
      closed: oddsLines.closed,
      matchStatus: sportMatches.status,
      matchSuspended: sportMatches.suspended,
      kickoffAt: sportMatches.kickoffAt,
    })
    .from(oddsLines)
    .leftJoin(sportMatches, eq(sportMatches.id, oddsLines.matchId))
    .where(inArray(oddsLines.id, [...lineIds]))
    .then((rows) => rows.map((row) => ({ ...row, matchSuspended: row.matchSuspended ?? false })));
}

/** Whether a price takes bets now: priced, not closed or suspended, its match not over or kicked off unseen. */
export function lineOpen(line: LineNow, at: Date): 'open' | 'suspended' | 'closed' {
  if (line.closed || line.matchId === null) return 'closed';
  if (!['scheduled', 'live', 'half_time'].includes(line.matchStatus ?? '')) return 'closed';
  if (line.suspended || line.matchSuspended) return 'suspended';
  if (line.matchStatus === 'scheduled' && line.kickoffAt && line.kickoffAt <= at) return 'suspended';
  return 'open';
}

export async function betByRequest(db: Db, playerId: number, requestId: string): Promise<BetRow | undefined> {
  const [row] = await db
    .select()
    .from(sportsBets)
    .where(and(eq(sportsBets.playerId, playerId), eq(sportsBets.requestId, requestId)));
  return row;
}

export async function betById(db: Db, id: number): Promise<BetRow | undefined> {
  const [row] = await db.select().from(sportsBets).where(eq(sportsBets.id, id));
  return row;
}

/** The player's bet by its public id; another player's is not found. */
export async function playerBet(db: Db, playerId: number, publicId: string): Promise<BetRow | undefined> {
  const [row] = await db
    .select()
    .from(sportsBets)
    .where(and(eq(sportsBets.playerId, playerId), eq(sportsBets.publicId, publicId)));
  return row;
}

export type BetStateFilter = 'open' | 'settled' | 'all';

/** A page of the player's bets, newest first, and how many match in all. */
export async function playerBets(
  db: Db,
  playerId: number,
  filter: BetStateFilter,
  page: number,
  pageSize: number,
): Promise<{ rows: BetRow[]; total: number }> {
  const where = and(
    eq(sportsBets.playerId, playerId),
    filter === 'open'
      ? eq(sportsBets.state, 'open')
      : filter === 'settled'
        ? ne(sportsBets.state, 'open')
        : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(sportsBets)
      .where(where)
      .orderBy(desc(sportsBets.placedAt), desc(sportsBets.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(sportsBets).where(where),
  ]);
  return { rows, total: Number(counted?.total ?? 0) };
}

const homeTeam = alias(sportTeams, 'leg_home');
const awayTeam = alias(sportTeams, 'leg_away');

/** A leg with its match as it stands and its line's price now (for a cash-out offer). */
export async function legsOf(db: Db, betIds: readonly number[]) {
  if (betIds.length === 0) return [];
  return db
    .select({
      id: sportsBetLegs.id,
      betId: sportsBetLegs.betId,
      lineId: sportsBetLegs.lineId,
      betType: sportsBetLegs.betType,
      homeAway: sportsBetLegs.homeAway,
      criteria1: sportsBetLegs.criteria1,
      odds: sportsBetLegs.odds,
      result: sportsBetLegs.result,
      match: {
        id: sportMatches.id,
        kickoffAt: sportMatches.kickoffAt,
        status: sportMatches.status,
        suspended: sportMatches.suspended,
        homeScore: sportMatches.homeScore,
        awayScore: sportMatches.awayScore,
        htHome: sportMatches.htHome,
        htAway: sportMatches.htAway,
        firstGoal: sportMatches.firstGoal,
        lastGoal: sportMatches.lastGoal,
        resultVersion: sportMatches.resultVersion,
      },
      league: { code: sportLeagues.code, names: sportLeagues.names },
      home: homeTeam.names,
      away: awayTeam.names,
      line: { odds: oddsLines.odds, suspended: oddsLines.suspended, closed: oddsLines.closed },
    })
    .from(sportsBetLegs)
    .innerJoin(sportMatches, eq(sportMatches.id, sportsBetLegs.matchId))
    .innerJoin(sportLeagues, eq(sportLeagues.id, sportMatches.leagueId))
    .innerJoin(homeTeam, eq(homeTeam.id, sportMatches.homeTeamId))
    .innerJoin(awayTeam, eq(awayTeam.id, sportMatches.awayTeamId))
    .innerJoin(oddsLines, eq(oddsLines.id, sportsBetLegs.lineId))
    .where(inArray(sportsBetLegs.betId, [...betIds]))
    .orderBy(asc(sportsBetLegs.id));
}

export type LegRow = Awaited<ReturnType<typeof legsOf>>[number];
