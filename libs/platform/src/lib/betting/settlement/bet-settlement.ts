import { and, asc, eq, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { raisedRefusal, rowsOf } from '../../db/database-function';
import { sportMatches, sportOutrights, sportsBetLegs, sportsBets } from '../../db/schema';
import type { JobDefinition } from '../../jobs/job-runner';
import type { LegOutcome, Side } from '../match-result';
import { betById, legsOf } from '../bets/bet-records';
import { betReturn } from './bet-return';
import { gradeLeg } from './leg-grading';
import { gradeOutrightLeg, resultForLeg } from './leg-result';
import type { OutrightResults } from './outright-results';

export const SETTLE_JOB = 'sports.settle';

/** A finished match's result as the operator corrects it (who scored first and last, null for none). */
export interface CorrectedScore {
  home: number;
  away: number;
  htHome: number;
  htAway: number;
  firstGoal: Side | null;
  lastGoal: Side | null;
}

/** Bets one pass settles at most; the next pass (a minute on, or the next result) takes the rest. */
const BATCH = 500;

/** Open bets with a leg on a match that has a result (or a half-time score), or on a decided outright: due to settle. */
const DUE = and(
  eq(sportsBets.state, 'open'),
  or(
    inArray(sportMatches.status, ['finished', 'abandoned', 'postponed']),
    isNotNull(sportMatches.htHome),
    inArray(sportOutrights.status, ['settled', 'void']),
  ),
);

/** Settled bets (not cashed out) with a leg graded on an older result than its match (or outright) has now. */
const STALE = and(
  inArray(sportsBets.state, ['won', 'lost', 'void']),
  sql`${sportsBetLegs.gradedVersion} < coalesce(${sportMatches.resultVersion}, ${sportOutrights.resultVersion})`,
);

/** The event a pass is limited to: one match's bets, or one outright's. */
type EventFilter = { matchId?: number; outrightId?: number };

/** How a bet ended from what it returns: every leg void gives the stake back. */
function stateOf(outcomes: readonly LegOutcome[], returned: number): 'won' | 'lost' | 'void' {
  if (outcomes.every((outcome) => outcome === 'void')) return 'void';
  return returned > 0 ? 'won' : 'lost';
}

const goals = (n: number) => Number.isInteger(n) && n >= 0 && n <= 99;

/** A corrected result that could have happened: half-time within full time, scorers among the sides that scored. */
function checkScore(score: CorrectedScore): void {
  if (![score.home, score.away, score.htHome, score.htAway].every(goals)) {
    throw new Error('scores are whole numbers from 0 to 99');
  }
  if (score.htHome > score.home || score.htAway > score.away) {
    throw new Error('the half-time score cannot be more than the final score');
  }
  const scored = (side: Side | null) =>
    side === null ? score.home + score.away === 0 : side === 'H' ? score.home > 0 : score.away > 0;
  if (!scored(score.firstGoal) || !scored(score.lastGoal)) {
    throw new Error('the first and last goal must be of a side that scored (none only for 0-0)');
  }
}

/**
 * Settles sports bets from their matches' results: a bet is graded once every leg's result is known (a
 * first-half market from half time, the rest at full time; every leg of an abandoned or postponed match is
 * void) and paid by sports_bet_settle (migration 0024) in one statement that leaves 'open' and posts the
 * return under the bet's one key, so a bet settles exactly once however many passes or processes meet it,
 * and a pass killed halfway is taken up by the next.
 */
export function createBetSettlement(db: Db, clock: () => Date, outrights: OutrightResults) {
  /** The bets (oldest first, a batch) with a leg on a match or outright (one, or any) that meets `condition`. */
  async function betsWhere(condition: SQL | undefined, only: EventFilter = {}): Promise<number[]> {
    const rows = await db
      .selectDistinct({ id: sportsBets.id })
      .from(sportsBets)
      .innerJoin(sportsBetLegs, eq(sportsBetLegs.betId, sportsBets.id))
      .leftJoin(sportMatches, eq(sportMatches.id, sportsBetLegs.matchId))
      .leftJoin(sportOutrights, eq(sportOutrights.id, sportsBetLegs.outrightId))
      .where(
        and(
          condition,
          only.matchId === undefined ? undefined : eq(sportsBetLegs.matchId, only.matchId),
          only.outrightId === undefined ? undefined : eq(sportsBetLegs.outrightId, only.outrightId),
        ),
      )
      .orderBy(asc(sportsBets.id))
      .limit(BATCH);
    return rows.map((row) => row.id);
  }

  /** A bet graded from its matches' results as they stand, or null while a leg has none. */
  async function graded(betId: number) {
    const bet = await betById(db, betId);
    if (!bet) return null;
    const legs = await legsOf(db, [betId]);
    const results: { leg_id: number; result: LegOutcome; version: number }[] = [];
    for (const leg of legs) {
      if (leg.outright) {
        const result = gradeOutrightLeg(leg.outright, leg.homeTeamId);
        if (!result) return null;
        results.push({ leg_id: leg.id, result, version: leg.outright.resultVersion });
        continue;
      }
      const result = leg.match && resultForLeg(leg.betType, leg.match);
      if (!leg.match || !result) return null;
      results.push({ leg_id: leg.id, result: gradeLeg(leg, result), version: leg.match.resultVersion });
    }
    const outcomes = results.map((leg) => leg.result);
    const returned = betReturn(
      bet.stakeMinor,
      legs.map((leg, i) => ({ odds: leg.odds, outcome: outcomes[i] ?? 'void' })),
    );
    // Grows with every correction of any of its matches (or outrights): the key of a resettlement's posting.
    const version = results.reduce((sum, leg) => sum + leg.version, 0);
    return { bet, results, state: stateOf(outcomes, returned), returned, version };
  }

  /** Settles one bet if all its legs have results; answers whether this call settled it. */
  async function settleBet(betId: number): Promise<boolean> {
    const bet = await graded(betId);
    if (!bet || bet.bet.state !== 'open') return false;
    const [row] = await rowsOf<{ settled: boolean }>(
      db,
      sql`select sports_bet_settle(${betId}::bigint, ${JSON.stringify(bet.results)}::jsonb,
            ${bet.state}::text, ${bet.returned}::bigint, ${clock().toISOString()}::timestamptz) as settled`,
    );
    return row?.settled === true;
  }

  /**
   * Settles a settled bet again from its matches' corrected results (sports_bet_resettle, migration 0025):
   * the difference is posted once per correction. A player whose balance is short of what a correction
   * takes back keeps the bet as it was until the next pass finds the money.
   */
  async function resettleBet(betId: number): Promise<boolean> {
    const bet = await graded(betId);
    if (!bet || !['won', 'lost', 'void'].includes(bet.bet.state)) return false;
    try {
      const [row] = await rowsOf<{ done: boolean }>(
        db,
        sql`select sports_bet_resettle(${betId}::bigint, ${JSON.stringify(bet.results)}::jsonb,
              ${bet.state}::text, ${bet.returned}::bigint, ${bet.version}::integer,
              ${clock().toISOString()}::timestamptz) as done`,
      );
      return row?.done === true;
    } catch (error) {
      if (raisedRefusal(error, 'ledger')?.key === 'insufficientFunds') return false;
      throw error;
    }
  }

  /** Settles again the bets a score correction changed: answers how many were settled again. */
  async function resettleDue(only: EventFilter = {}): Promise<number> {
    let done = 0;
    for (const id of await betsWhere(STALE, only)) if (await resettleBet(id)) done += 1;
    return done;
  }

  /**
   * The operator's score correction of a finished match: its result is replaced and counts one version
   * more, and the bets settled on it are settled again (the open ones are graded on it when they settle);
   * so are those on its week's outright when the correction changes who topped the table.
   */
  async function correctScore(matchId: number, score: CorrectedScore): Promise<number> {
    checkScore(score);
    const [row] = await db
      .update(sportMatches)
      .set({
        homeScore: score.home,
        awayScore: score.away,
        htHome: score.htHome,
        htAway: score.htAway,
        firstGoal: score.home + score.away === 0 ? null : score.firstGoal,
        lastGoal: score.home + score.away === 0 ? null : score.lastGoal,
        resultVersion: sql`${sportMatches.resultVersion} + 1`,
      })
      .where(and(eq(sportMatches.id, matchId), eq(sportMatches.status, 'finished')))
      .returning({ id: sportMatches.id });
    if (!row) throw new Error(`match ${matchId} is not a finished match`);
    const changedOutright = await outrights.redecideForMatch(matchId);
    const outrightBets =
      changedOutright === undefined ? 0 : await resettleDue({ outrightId: changedOutright });
    return (await resettleDue({ matchId })) + outrightBets;
  }

  /**
   * Settles what is due (of one match, or of all, after deciding the outrights whose week is over):
   * answers how many bets this pass settled.
   */
  async function settleDue(matchId?: number): Promise<number> {
    if (matchId === undefined) await outrights.decideDue();
    let settled = 0;
    for (const id of await betsWhere(DUE, { matchId })) if (await settleBet(id)) settled += 1;
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
      await resettleDue({ matchId });
    },
  };

  return { settleBet, settleDue, resettleBet, resettleDue, correctScore, job };
}

export type BetSettlement = ReturnType<typeof createBetSettlement>;
