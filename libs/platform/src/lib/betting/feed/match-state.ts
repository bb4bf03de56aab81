import type { MatchResult, Side } from '../match-result';
import { FIRST_HALF_GOAL_SHARE, MINUTE_MS, type MatchPlan } from './match-plan';

export type MatchStatus = 'scheduled' | 'live' | 'half_time' | 'finished' | 'postponed' | 'abandoned';

export interface MatchState {
  status: MatchStatus;
  /** The match clock while live (1..45+, 46..90+), 45 at half time, null otherwise. */
  minute: number | null;
  period: 1 | 2 | null;
  home: number;
  away: number;
  htHome: number | null;
  htAway: number | null;
  firstGoal: Side | null;
  /** Only once finished. */
  lastGoal: Side | null;
  suspended: boolean;
  /** Share of the match's expected goals still to come (see matchStateAt). */
  remainingShare: number;
  /** Share of the first half (stoppage included) still to play. */
  firstHalfRemainingShare: number;
  /** The last change of status or score at or before now; the Unix epoch while nothing has happened. */
  changedAt: Date;
}

/** A postponed match is announced this long before its kick-off. */
export const POSTPONEMENT_NOTICE_MS = 60 * MINUTE_MS;
export const GOAL_SUSPENSION_MS = 60 * 1000;
/** Betting is suspended this long either side of the kick-off and of the second-half restart. */
export const RESTART_SUSPENSION_MS = 15 * 1000;

const NOT_STARTED = {
  minute: null,
  period: null,
  home: 0,
  away: 0,
  htHome: null,
  htAway: null,
  firstGoal: null,
  lastGoal: null,
  remainingShare: 1,
  firstHalfRemainingShare: 1,
} as const;

const within = (t: number, start: number, length: number) => t >= start && t < start + length;

/**
 * The state of a planned match at a moment. remainingShare weighs the minutes by the goals expected in
 * them (the first half, stoppage included, holds FIRST_HALF_GOAL_SHARE of them, the second half the rest),
 * so expected goals × remainingShare is exactly what the plan still has to come: 0.55 at half time.
 */
export function matchStateAt(plan: MatchPlan, now: Date): MatchState {
  const t = now.getTime();
  const kickoff = plan.kickoffAt.getTime();
  if (plan.postponed) {
    const announced = t >= kickoff - POSTPONEMENT_NOTICE_MS;
    return {
      ...NOT_STARTED,
      status: announced ? 'postponed' : 'scheduled',
      suspended: announced,
      changedAt: new Date(announced ? kickoff - POSTPONEMENT_NOTICE_MS : 0),
    };
  }
  if (t < kickoff) {
    return {
      ...NOT_STARTED,
      status: 'scheduled',
      suspended: within(t, kickoff - RESTART_SUSPENSION_MS, 2 * RESTART_SUSPENSION_MS),
      changedAt: new Date(0),
    };
  }
  const halfTime = plan.halfTimeAt.getTime();
  const secondHalf = plan.secondHalfAt.getTime();
  const fullTime = plan.fullTimeAt.getTime();
  const abandonedAt = plan.abandonedAt?.getTime() ?? Infinity;
  const abandoned = t >= abandonedAt;
  const status: MatchStatus = abandoned
    ? 'abandoned'
    : t >= fullTime
      ? 'finished'
      : t >= halfTime && t < secondHalf
        ? 'half_time'
        : 'live';
  const period = status !== 'live' ? null : t >= secondHalf ? 2 : 1;
  const minute =
    status === 'half_time'
      ? 45
      : period === 1
        ? 1 + Math.floor((t - kickoff) / MINUTE_MS)
        : period === 2
          ? 46 + Math.floor((t - secondHalf) / MINUTE_MS)
          : null;

  const scored = plan.goals.filter((g) => g.at.getTime() <= t);
  const count = (side: Side, before = Infinity) =>
    scored.filter((g) => g.side === side && g.at.getTime() < before).length;
  const htKnown = t >= halfTime && abandonedAt >= halfTime;
  const suspended =
    status === 'finished' ||
    status === 'abandoned' ||
    within(t, kickoff - RESTART_SUSPENSION_MS, 2 * RESTART_SUSPENSION_MS) ||
    within(t, secondHalf - RESTART_SUSPENSION_MS, 2 * RESTART_SUSPENSION_MS) ||
    scored.some((g) => within(t, g.at.getTime(), GOAL_SUSPENSION_MS));

  const firstHalfLeft = period === 1 ? (halfTime - t) / (halfTime - kickoff) : 0;
  const secondHalfLeft =
    status === 'half_time' || period === 1 ? 1 : period === 2 ? (fullTime - t) / (fullTime - secondHalf) : 0;
  const milestones = [
    kickoff,
    halfTime,
    secondHalf,
    fullTime,
    abandonedAt,
    ...scored.map((g) => g.at.getTime()),
  ];

  return {
    status,
    minute,
    period,
    home: count('H'),
    away: count('A'),
    htHome: htKnown ? count('H', halfTime) : null,
    htAway: htKnown ? count('A', halfTime) : null,
    firstGoal: scored[0]?.side ?? null,
    lastGoal: status === 'finished' ? (scored[scored.length - 1]?.side ?? null) : null,
    suspended,
    remainingShare:
      status === 'abandoned'
        ? 0
        : FIRST_HALF_GOAL_SHARE * firstHalfLeft + (1 - FIRST_HALF_GOAL_SHARE) * secondHalfLeft,
    firstHalfRemainingShare: status === 'abandoned' ? 0 : firstHalfLeft,
    changedAt: new Date(Math.max(...milestones.filter((m) => m <= Math.min(t, abandonedAt)))),
  };
}

/** What settlement reads: the result once finished or abandoned, null before and for a postponed match. */
export function matchResultOf(plan: MatchPlan, now: Date): MatchResult | null {
  const state = matchStateAt(plan, now);
  if (state.status === 'abandoned') return { status: 'abandoned' };
  if (state.status !== 'finished') return null;
  return {
    status: 'finished',
    home: state.home,
    away: state.away,
    htHome: state.htHome ?? 0,
    htAway: state.htAway ?? 0,
    firstGoal: state.firstGoal,
    lastGoal: state.lastGoal,
  };
}

/** The discrete part of a state: what a feed must write when it changes (not the running clock). */
function signature(state: MatchState): string {
  const { status, period, home, away, htHome, htAway, firstGoal, lastGoal, suspended } = state;
  return JSON.stringify([status, period, home, away, htHome, htAway, firstGoal, lastGoal, suspended]);
}

/**
 * The moments in (from, to] at which the discrete state changes (status, period, score, half-time score,
 * first/last goal, suspension), sorted. The match clock and the remaining shares move continuously and
 * are not changes here.
 */
export function stateChangesBetween(plan: MatchPlan, from: Date, to: Date): Date[] {
  const kickoff = plan.kickoffAt.getTime();
  const secondHalf = plan.secondHalfAt.getTime();
  const candidates = plan.postponed
    ? [kickoff - POSTPONEMENT_NOTICE_MS]
    : [
        kickoff - RESTART_SUSPENSION_MS,
        kickoff,
        kickoff + RESTART_SUSPENSION_MS,
        plan.halfTimeAt.getTime(),
        secondHalf - RESTART_SUSPENSION_MS,
        secondHalf,
        secondHalf + RESTART_SUSPENSION_MS,
        plan.fullTimeAt.getTime(),
        ...(plan.abandonedAt ? [plan.abandonedAt.getTime()] : []),
        ...plan.goals.flatMap((g) => [g.at.getTime(), g.at.getTime() + GOAL_SUSPENSION_MS]),
      ];
  return [...new Set(candidates)]
    .filter((c) => c > from.getTime() && c <= to.getTime())
    .sort((a, b) => a - b)
    .filter(
      (c) => signature(matchStateAt(plan, new Date(c - 1))) !== signature(matchStateAt(plan, new Date(c))),
    )
    .map((c) => new Date(c));
}
