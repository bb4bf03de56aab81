import { and, asc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/database-function';
import { sportMatches, sportsBetLegs, sportsBets } from '../../db/schema';
import type { JobDefinition } from '../../jobs/job-runner';
import type { LegOutcome } from '../match-result';
import { betById, legsOf } from '../bets/bet-records';
import { betReturn } from './bet-return';
import { gradeLeg } from './leg-grading';
import { resultForLeg } from './leg-result';

export const SETTLE_JOB = 'sports.settle';

/** Bets one pass settles at most; the next pass (a minute on, or the next result) takes the rest. */
const BATCH = 500;

/** How a bet ended from what it returns: every leg void gives the stake back. */
function stateOf(outcomes: readonly LegOutcome[], returned: number): 'won' | 'lost' | 'void' {
  if (outcomes.every((outcome) => outcome === 'void')) return 'void';
  return returned > 0 ? 'won' : 'lost';
}

/**
 * Settles sports bets from their matches' results: a bet is graded once every leg's result is known (a
 * first-half market from half time, the rest at full time; every leg of an abandoned or postponed match is
 * void) and paid by sports_bet_settle (migration 0024) in one statement that leaves 'open' and posts the
 * return under the bet's one key, so a bet settles exactly once however many passes or processes meet it,
 * and a pass killed halfway is taken up by the next.
 */
export function createBetSettlement(db: Db, clock: () => Date) {
  /** Settles one bet if all its legs have results; answers whether this call settled it. */
  async function settleBet(betId: number): Promise<boolean> {
    const bet = await betById(db, betId);
    if (!bet || bet.state !== 'open') return false;
    const legs = await legsOf(db, [betId]);
    const graded: { leg_id: number; result: LegOutcome; version: number }[] = [];
    for (const leg of legs) {
      const result = resultForLeg(leg.betType, leg.match);
      if (!result) return false;
      graded.push({ leg_id: leg.id, result: gradeLeg(leg, result), version: leg.match.resultVersion });
    }
    const outcomes = graded.map((leg) => leg.result);
    const returned = betReturn(
      bet.stakeMinor,
      legs.map((leg, i) => ({ odds: leg.odds, outcome: outcomes[i] ?? 'void' })),
    );
    const [row] = await rowsOf<{ settled: boolean }>(
      db,
      sql`select sports_bet_settle(${betId}::bigint, ${JSON.stringify(graded)}::jsonb,
            ${stateOf(outcomes, returned)}::text, ${returned}::bigint, ${clock().toISOString()}::timestamptz) as settled`,
    );
    return row?.settled === true;
  }

  /** Open bets with a leg on a match that has a result (or a half-time score), oldest first. */
  async function dueBets(matchId?: number): Promise<number[]> {
    const rows = await db
      .selectDistinct({ id: sportsBets.id })
      .from(sportsBets)
      .innerJoin(sportsBetLegs, eq(sportsBetLegs.betId, sportsBets.id))
      .innerJoin(sportMatches, eq(sportMatches.id, sportsBetLegs.matchId))
      .where(
        and(
          eq(sportsBets.state, 'open'),
          matchId === undefined ? undefined : eq(sportMatches.id, matchId),
          or(
            inArray(sportMatches.status, ['finished', 'abandoned', 'postponed']),
            isNotNull(sportMatches.htHome),
          ),
        ),
      )
      .orderBy(asc(sportsBets.id))
      .limit(BATCH);
    return rows.map((row) => row.id);
  }

  /** Settles what is due (of one match, or of all): answers how many bets this pass settled. */
  async function settleDue(matchId?: number): Promise<number> {
    let settled = 0;
    for (const id of await dueBets(matchId)) if (await settleBet(id)) settled += 1;
    return settled;
  }

  /**
   * The job: sent with a match id when the feed reports its result, and every minute (and at start) for
   * whatever is still due, so that a result whose job was lost with a process is settled all the same.
   */
  const job: JobDefinition = {
    name: SETTLE_JOB,
    cron: '* * * * *',
    runAtStart: true,
    expireInSeconds: 300,
    async run(data) {
      const matchId = typeof data['matchId'] === 'number' ? data['matchId'] : undefined;
      await settleDue(matchId);
    },
  };

  return { settleBet, settleDue, job };
}

export type BetSettlement = ReturnType<typeof createBetSettlement>;
