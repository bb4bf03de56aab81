import { and, eq, gte, lt, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sportMatches, sportOutrights, sportTeams } from '../../db/schema';
import { DAY_MS } from '../../sites/sportsbook/fixture-schedule';
import { tableWinner } from '../../sites/sportsbook/outright-week';
import type { SportsbookServices } from '../../sites/sportsbook/sportsbook-types';

type OutrightRow = typeof sportOutrights.$inferSelect;

const FINAL = new Set(['finished', 'abandoned', 'postponed']);

/**
 * The results of the outrights (a league's week): once the week is over and every match of it has a
 * result, the outright is settled with the top of the week's table, or void when none was played. Matches
 * of the week that were never scheduled (no process ran that day) are scheduled first, and the feed plays
 * them out before the week is decided. A score correction decides a settled week again; its version grows
 * only when the winner changes, so only then are its bets settled again.
 */
export function createOutrightResults(
  db: Db,
  clock: () => Date,
  sportsbook: Pick<SportsbookServices, 'scheduleDays'>,
) {
  /** The winner of the week as its matches stand (null: none played), or undefined while one is not over. */
  async function weekWinner(outright: OutrightRow): Promise<number | null | undefined> {
    const firstDay = Math.floor(outright.startsAt.getTime() / DAY_MS);
    await sportsbook.scheduleDays(firstDay, Math.floor((outright.endsAt.getTime() - 1) / DAY_MS));
    const matches = await db
      .select({
        status: sportMatches.status,
        homeTeamId: sportMatches.homeTeamId,
        awayTeamId: sportMatches.awayTeamId,
        home: sportMatches.homeScore,
        away: sportMatches.awayScore,
      })
      .from(sportMatches)
      .where(
        and(
          eq(sportMatches.leagueId, outright.leagueId),
          gte(sportMatches.kickoffAt, outright.startsAt),
          lt(sportMatches.kickoffAt, outright.endsAt),
        ),
      );
    if (matches.some((match) => !FINAL.has(match.status))) return undefined;
    const teams = await db
      .select({ id: sportTeams.id, code: sportTeams.code, rating: sportTeams.rating })
      .from(sportTeams)
      .where(eq(sportTeams.leagueId, outright.leagueId));
    const played = matches.flatMap((match) =>
      match.status === 'finished' && match.home !== null && match.away !== null
        ? [{ homeTeamId: match.homeTeamId, awayTeamId: match.awayTeamId, home: match.home, away: match.away }]
        : [],
    );
    return tableWinner(played, teams) ?? null;
  }

  /** Decides the open outrights whose week is over: answers the ids decided by this call. */
  async function decideDue(): Promise<number[]> {
    const due = await db
      .select()
      .from(sportOutrights)
      .where(and(eq(sportOutrights.status, 'open'), lte(sportOutrights.endsAt, clock())));
    const decided: number[] = [];
    for (const outright of due) {
      const winner = await weekWinner(outright);
      if (winner === undefined) continue;
      const [row] = await db
        .update(sportOutrights)
        .set({
          status: winner === null ? 'void' : 'settled',
          winnerTeamId: winner,
          resultVersion: sql`${sportOutrights.resultVersion} + 1`,
        })
        .where(and(eq(sportOutrights.id, outright.id), eq(sportOutrights.status, 'open')))
        .returning({ id: sportOutrights.id });
      if (row) decided.push(row.id);
    }
    return decided;
  }

  /**
   * After a correction of a match's score: the decided outright of its league's week decided again.
   * Answers its id when the winner changed (its bets are then settled again), else undefined.
   */
  async function redecideForMatch(matchId: number): Promise<number | undefined> {
    const [match] = await db
      .select({ leagueId: sportMatches.leagueId, kickoffAt: sportMatches.kickoffAt })
      .from(sportMatches)
      .where(eq(sportMatches.id, matchId));
    if (!match) return undefined;
    const [outright] = await db
      .select()
      .from(sportOutrights)
      .where(
        and(
          eq(sportOutrights.leagueId, match.leagueId),
          lte(sportOutrights.startsAt, match.kickoffAt),
          sql`${sportOutrights.endsAt} > ${match.kickoffAt}`,
          ne(sportOutrights.status, 'open'),
        ),
      );
    if (!outright) return undefined;
    const winner = await weekWinner(outright);
    if (winner === undefined || winner === outright.winnerTeamId) return undefined;
    const [row] = await db
      .update(sportOutrights)
      .set({
        status: winner === null ? 'void' : 'settled',
        winnerTeamId: winner,
        resultVersion: sql`${sportOutrights.resultVersion} + 1`,
      })
      .where(
        and(eq(sportOutrights.id, outright.id), eq(sportOutrights.resultVersion, outright.resultVersion)),
      )
      .returning({ id: sportOutrights.id });
    return row?.id;
  }

  return { decideDue, redecideForMatch };
}

export type OutrightResults = ReturnType<typeof createOutrightResults>;
