import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database';
import {
  oddsLines,
  sportLeagues,
  sportMatches,
  sportOutrights,
  sportTeams,
  sportsBetLegs,
  sportsBets,
} from '../../db/schema';

export type BetRow = typeof sportsBets.$inferSelect;

/** A price as it stands, with what decides whether it takes bets: its match's state or its outright's. */
export interface LineNow {
  id: number;
  matchId: number | null;
  outrightId: number | null;
  betType: string;
  homeAway: string;
  criteria1: string;
  odds: number;
  suspended: boolean;
  closed: boolean;
  matchStatus: string | null;
  matchSuspended: boolean;
  kickoffAt: Date | null;
  outrightStatus: string | null;
  /** An outright's first kick-off, when it stops taking bets. */
  closesAt: Date | null;
}

export async function linesNow(db: Db, lineIds: readonly number[]): Promise<LineNow[]> {
  if (lineIds.length === 0) return [];
  return db
    .select({
      id: oddsLines.id,
      matchId: oddsLines.matchId,
      outrightId: oddsLines.outrightId,
      betType: oddsLines.betType,
      homeAway: oddsLines.homeAway,
      criteria1: oddsLines.criteria1,
      odds: oddsLines.odds,
      suspended: oddsLines.suspended,
      closed: oddsLines.closed,
      matchStatus: sportMatches.status,
      matchSuspended: sportMatches.suspended,
      kickoffAt: sportMatches.kickoffAt,
      outrightStatus: sportOutrights.status,
      closesAt: sportOutrights.closesAt,
    })
    .from(oddsLines)
    .leftJoin(sportMatches, eq(sportMatches.id, oddsLines.matchId))
    .leftJoin(sportOutrights, eq(sportOutrights.id, oddsLines.outrightId))
    .where(inArray(oddsLines.id, [...lineIds]))
    .then((rows) => rows.map((row) => ({ ...row, matchSuspended: row.matchSuspended ?? false })));
}

/**
 * Whether a price takes bets now: priced, not closed or suspended; a match's while the match is not over
 * (nor kicked off unseen by the feed), an outright's while its week is open and before its first kick-off.
 */
export function lineOpen(line: LineNow, at: Date): 'open' | 'suspended' | 'closed' {
  if (line.closed) return 'closed';
  if (line.outrightId !== null) {
    if (line.outrightStatus !== 'open' || !line.closesAt || line.closesAt <= at) return 'closed';
    return line.suspended ? 'suspended' : 'open';
  }
  if (line.matchId === null) return 'closed';
  if (!['scheduled', 'live', 'half_time'].includes(line.matchStatus ?? '')) return 'closed';
  if (line.suspended || line.matchSuspended) return 'suspended';
  if (line.matchStatus === 'scheduled' && line.kickoffAt && line.kickoffAt <= at) return 'suspended';
  return 'open';
}

/** The event a price belongs to: two legs of one bet may not share it. */
export const eventOf = (line: Pick<LineNow, 'matchId' | 'outrightId'>) =>
  line.matchId !== null ? `match:${line.matchId}` : `outright:${line.outrightId}`;

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

/**
 * A leg with its event as it stands (a match, or an outright with its team as `home` and no `away`) and
 * its line's price now (for a cash-out offer).
 */
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
      outright: {
        id: sportOutrights.id,
        status: sportOutrights.status,
        endsAt: sportOutrights.endsAt,
        closesAt: sportOutrights.closesAt,
        winnerTeamId: sportOutrights.winnerTeamId,
        resultVersion: sportOutrights.resultVersion,
      },
      league: { code: sportLeagues.code, names: sportLeagues.names },
      home: homeTeam.names,
      homeTeamId: homeTeam.id,
      away: awayTeam.names,
      line: { odds: oddsLines.odds, suspended: oddsLines.suspended, closed: oddsLines.closed },
    })
    .from(sportsBetLegs)
    .innerJoin(oddsLines, eq(oddsLines.id, sportsBetLegs.lineId))
    .leftJoin(sportMatches, eq(sportMatches.id, sportsBetLegs.matchId))
    .leftJoin(sportOutrights, eq(sportOutrights.id, sportsBetLegs.outrightId))
    .innerJoin(sportLeagues, eq(sportLeagues.id, oddsLines.leagueId))
    .innerJoin(homeTeam, eq(homeTeam.id, sql`coalesce(${sportMatches.homeTeamId}, ${oddsLines.teamId})`))
    .leftJoin(awayTeam, eq(awayTeam.id, sportMatches.awayTeamId))
    .where(inArray(sportsBetLegs.betId, [...betIds]))
    .orderBy(asc(sportsBetLegs.id));
}

export type LegRow = Awaited<ReturnType<typeof legsOf>>[number];

/** A leg's line as it stands now. */
export function lineOfLeg(leg: LegRow): LineNow {
  return {
    id: leg.lineId,
    matchId: leg.match?.id ?? null,
    outrightId: leg.outright?.id ?? null,
    betType: leg.betType,
    homeAway: leg.homeAway,
    criteria1: leg.criteria1,
    odds: leg.line.odds,
    suspended: leg.line.suspended,
    closed: leg.line.closed,
    matchStatus: leg.match?.status ?? null,
    matchSuspended: leg.match?.suspended ?? false,
    kickoffAt: leg.match?.kickoffAt ?? null,
    outrightStatus: leg.outright?.status ?? null,
    closesAt: leg.outright?.closesAt ?? null,
  };
}
