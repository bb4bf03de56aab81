import { and, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/database-function';
import { sportMatches } from '../../db/schema';
import { priceInPlay, priceMatch, type PricedLine } from '../../sites/sportsbook/match-pricing';
import type { LiveEvent } from './live-events';
import { planMatch } from './match-plan';
import { matchStateAt, type MatchState } from './match-state';
import { DRIFT_STEP_MS, driftedGoals } from './price-drift';

/** Matches the feed looks after: those kicking off within this long, and those not over that kicked off in the week kept (a feed that was stopped catches up). */
const AHEAD_MS = 3 * 24 * 60 * 60 * 1000;
const BEHIND_MS = 8 * 24 * 60 * 60 * 1000;

const FINAL = new Set(['finished', 'abandoned', 'postponed']);

type MatchRow = typeof sportMatches.$inferSelect;

export interface FeedTick {
  /** Matches whose state (status, score, suspension) changed. */
  matches: number;
  /** Prices written (moved, suspended, opened or closed). */
  lines: number;
  /** Matches that reached a result (finished, abandoned, postponed) in this tick. */
  results: number[];
}

/** The prices a match offers in its state, or none once it is over. */
function linesFor(row: MatchRow, state: MatchState, at: Date): PricedLine[] {
  if (FINAL.has(state.status)) return [];
  if (state.status === 'scheduled') {
    const frozen = at < row.kickoffAt ? at : row.kickoffAt;
    const [home, away] = driftedGoals(row.fixtureKey, row.homeXg, row.awayXg, frozen);
    return priceMatch(home, away);
  }
  return priceInPlay(row.homeXg, row.awayXg, {
    home: state.home,
    away: state.away,
    remainingShare: state.remainingShare,
    firstHalfRemainingShare: state.firstHalfRemainingShare,
  });
}

const sameState = (row: MatchRow, state: MatchState) =>
  row.status === state.status &&
  row.minute === state.minute &&
  row.homeScore === (state.status === 'scheduled' ? null : state.home) &&
  row.awayScore === (state.status === 'scheduled' ? null : state.away) &&
  row.suspended === state.suspended;

/**
 * The match feed, standing in for a data provider: each tick reads every match near its time, works out
 * its state at `at` from its plan (match-plan.ts: the same on every process, so a frozen clock replays it)
 * and writes what changed: status, clock, score, suspension, and its prices (moved before kick-off by the
 * drift, in play from the score and the time left; closed when the match is over). A row is written only
 * forwards in time (feed_at), so a feed driven ahead (the operator's `sports feed --at`) is not undone by
 * the clock's own ticks. Answers what changed; the caller publishes it and settles the results.
 */
export function createMatchFeed(db: Db) {
  /** What this process last wrote per match, so unchanged prices are not written again every tick. */
  const written = new Map<number, string>();
  /** The drift step each scheduled match was last priced at by this process. */
  const preMatchStep = new Map<number, string>();

  async function writeLines(row: MatchRow, lines: PricedLine[], suspended: boolean, at: Date) {
    const wanted = JSON.stringify([lines, suspended]);
    if (written.get(row.id) === wanted) return [];
    const records = lines.map((line) => ({
      bet_type: line.betType,
      home_away: line.homeAway,
      criteria1: line.criteria1,
      odds: line.odds,
    }));
    const changed = await rowsOf<{ id: number; odds: string | number; suspended: boolean; closed: boolean }>(
      db,
      sql`with wanted as (
            select * from jsonb_to_recordset(${JSON.stringify(records)}::jsonb)
              as w(bet_type text, home_away text, criteria1 text, odds numeric)
          ), upserted as (
            insert into odds_lines (match_id, league_id, bet_type, home_away, criteria1, odds, suspended, closed, updated_at)
            select ${row.id}::integer, ${row.leagueId}::integer, bet_type, home_away, criteria1, odds,
                   ${suspended}::boolean, false, ${at.toISOString()}::timestamptz
              from wanted
            on conflict (match_id, bet_type, home_away, criteria1) where match_id is not null do update
              set odds = excluded.odds, suspended = excluded.suspended, closed = false, updated_at = excluded.updated_at
              where (odds_lines.odds, odds_lines.suspended, odds_lines.closed)
                    is distinct from (excluded.odds, excluded.suspended, false)
            returning id, odds, suspended, closed
          ), closed as (
            update odds_lines l set closed = true, updated_at = ${at.toISOString()}::timestamptz
             where l.match_id = ${row.id}::integer and not l.closed
               and not exists (select 1 from wanted w where w.bet_type = l.bet_type
                                and w.home_away = l.home_away and w.criteria1 = l.criteria1)
            returning id, odds, suspended, closed
          )
          select * from upserted union all select * from closed`,
    );
    written.set(row.id, wanted);
    return changed.map((line) => ({
      line_id: Number(line.id),
      odds: Number(line.odds),
      suspended: line.suspended,
      closed: line.closed,
    }));
  }

  async function tick(at: Date): Promise<{ summary: FeedTick; events: LiveEvent[] }> {
    const rows = await db
      .select()
      .from(sportMatches)
      .where(
        and(
          inArray(sportMatches.status, ['scheduled', 'live', 'half_time']),
          gte(sportMatches.kickoffAt, new Date(at.getTime() - BEHIND_MS)),
          lte(sportMatches.kickoffAt, new Date(at.getTime() + AHEAD_MS)),
          or(isNull(sportMatches.feedAt), lte(sportMatches.feedAt, at)),
        ),
      );
    const summary: FeedTick = { matches: 0, lines: 0, results: [] };
    const events: LiveEvent[] = [];
    for (const row of rows) {
      const plan = planMatch({
        fixtureKey: row.fixtureKey,
        kickoffAt: row.kickoffAt,
        homeGoals: row.homeXg,
        awayGoals: row.awayXg,
      });
      const state = matchStateAt(plan, at);
      const played = state.status !== 'scheduled';
      const final = FINAL.has(state.status);
      const lastGoal = state.status === 'finished' ? state.lastGoal : null;
      // Only a change is written: a scheduled match is not touched until it kicks off, a live one about
      // once a minute (its clock), so the ticks cost the database little between events.
      const unchanged =
        sameState(row, state) &&
        row.htHome === state.htHome &&
        row.htAway === state.htAway &&
        row.firstGoal === state.firstGoal &&
        row.lastGoal === lastGoal;
      if (!unchanged) {
        const [updated] = await db
          .update(sportMatches)
          .set({
            status: state.status,
            minute: state.minute,
            homeScore: played ? state.home : null,
            awayScore: played ? state.away : null,
            htHome: state.htHome,
            htAway: state.htAway,
            firstGoal: state.firstGoal,
            lastGoal,
            suspended: state.suspended,
            resultVersion: final
              ? sql`greatest(${sportMatches.resultVersion}, 1)`
              : sportMatches.resultVersion,
            feedAt: at,
          })
          .where(
            and(
              eq(sportMatches.id, row.id),
              inArray(sportMatches.status, ['scheduled', 'live', 'half_time']),
              or(isNull(sportMatches.feedAt), lte(sportMatches.feedAt, at)),
            ),
          )
          .returning({ id: sportMatches.id });
        // Another process reported it (or drove it ahead) meanwhile.
        if (!updated) continue;
        summary.matches += 1;
        events.push({
          type: 'match',
          match_id: row.id,
          status: state.status,
          minute: state.minute,
          home: played ? state.home : null,
          away: played ? state.away : null,
          suspended: state.suspended,
        });
      }
      if (final || (state.htHome !== null && row.htHome === null)) summary.results.push(row.id);
      // Before kick-off the prices only move with the drift's 10-minute step: not priced again until then.
      const step = `${Math.floor(Math.min(at.getTime(), row.kickoffAt.getTime()) / DRIFT_STEP_MS)}:${state.suspended}`;
      if (state.status === 'scheduled' && preMatchStep.get(row.id) === step) continue;
      const lines = await writeLines(row, linesFor(row, state, at), state.suspended, at);
      if (state.status === 'scheduled') preMatchStep.set(row.id, step);
      else preMatchStep.delete(row.id);
      if (lines.length) {
        summary.lines += lines.length;
        events.push({ type: 'lines', match_id: row.id, lines });
      }
      if (final) written.delete(row.id);
    }
    return { summary, events };
  }

  return { tick };
}

export type MatchFeed = ReturnType<typeof createMatchFeed>;
