import { seededRandom } from '../../sites/seeded-random';
import type { Side } from '../match-result';

export const MINUTE_MS = 60 * 1000;
export const HALF_MINUTES = 45;
export const HALF_TIME_BREAK_MINUTES = 15;
/**
 * Share of a match's expected goals scored in the first half: the share match-pricing.ts prices the
 * half markets with, so the simulated matches settle the way they were priced.
 */
export const FIRST_HALF_GOAL_SHARE = 0.45;
const POSTPONED_SHARE = 0.02;
const ABANDONED_SHARE = 0.015;
const ABANDON_FIRST_MINUTE = 20;
const ABANDON_LAST_MINUTE = 85;

export interface PlannedGoal {
  side: Side;
  period: 1 | 2;
  /** The match clock: 1..45+stoppage in the first half, 46..90+stoppage in the second. */
  minute: number;
  at: Date;
}

export interface MatchPlan {
  fixtureKey: string;
  kickoffAt: Date;
  /** Never kicks off; its times and goals below are nominal (no goals). */
  postponed: boolean;
  abandonedAt: Date | null;
  halfTimeAt: Date;
  secondHalfAt: Date;
  fullTimeAt: Date;
  firstHalfStoppage: number;
  secondHalfStoppage: number;
  /** In time order; only the goals scored before an abandonment. */
  goals: PlannedGoal[];
}

export interface MatchPlanInput {
  fixtureKey: string;
  kickoffAt: Date;
  homeGoals: number;
  awayGoals: number;
}

const between = (random: () => number, min: number, max: number) =>
  min + Math.floor(random() * (max - min + 1));

/**
 * The goal moments (seconds into the half, whole seconds) of a Poisson process with `expected` goals
 * spread evenly over the half's played time, stoppage included.
 */
function goalSeconds(random: () => number, expected: number, halfSeconds: number): number[] {
  if (!(expected > 0)) return [];
  const rate = expected / halfSeconds;
  const moments: number[] = [];
  for (let t = -Math.log(1 - random()) / rate; t < halfSeconds; t += -Math.log(1 - random()) / rate) {
    moments.push(Math.min(halfSeconds - 1, Math.max(1, Math.round(t))));
  }
  return moments;
}

/**
 * The whole life of one match, drawn once from `life:<fixtureKey>`: the same plan on every process and
 * every run. Real time runs one to one with the match clock.
 */
export function planMatch(input: MatchPlanInput): MatchPlan {
  const random = seededRandom(`life:${input.fixtureKey}`);
  // The fixed draws come first, so the variable number of goal draws never shifts them.
  const fate = random();
  const abandonMinute = between(random, ABANDON_FIRST_MINUTE, ABANDON_LAST_MINUTE);
  const abandonSecond = between(random, 0, 59);
  const firstHalfStoppage = between(random, 1, 4);
  const secondHalfStoppage = between(random, 2, 6);

  const kickoff = input.kickoffAt.getTime();
  const firstHalfSeconds = (HALF_MINUTES + firstHalfStoppage) * 60;
  const secondHalfSeconds = (HALF_MINUTES + secondHalfStoppage) * 60;
  const halfTime = kickoff + firstHalfSeconds * 1000;
  const secondHalf = halfTime + HALF_TIME_BREAK_MINUTES * MINUTE_MS;
  const fullTime = secondHalf + secondHalfSeconds * 1000;

  const postponed = fate < POSTPONED_SHARE;
  const abandoned = !postponed && fate < POSTPONED_SHARE + ABANDONED_SHARE;
  const abandonedAt = abandoned
    ? abandonMinute <= HALF_MINUTES
      ? kickoff + (abandonMinute - 1) * MINUTE_MS + abandonSecond * 1000
      : secondHalf + (abandonMinute - HALF_MINUTES - 1) * MINUTE_MS + abandonSecond * 1000
    : null;

  const goals: PlannedGoal[] = [];
  const halves = [
    { period: 1, start: kickoff, seconds: firstHalfSeconds, share: FIRST_HALF_GOAL_SHARE, clock: 1 },
    { period: 2, start: secondHalf, seconds: secondHalfSeconds, share: 1 - FIRST_HALF_GOAL_SHARE, clock: 46 },
  ] as const;
  for (const half of halves) {
    const sides: [Side, number][] = [
      ['H', input.homeGoals],
      ['A', input.awayGoals],
    ];
    for (const [side, expected] of sides) {
      for (const second of goalSeconds(random, expected * half.share, half.seconds)) {
        const at = half.start + second * 1000;
        goals.push({
          side,
          period: half.period,
          minute: half.clock + Math.floor(second / 60),
          at: new Date(at),
        });
      }
    }
  }
  goals.sort((a, b) => a.at.getTime() - b.at.getTime() || a.side.localeCompare(b.side));

  return {
    fixtureKey: input.fixtureKey,
    kickoffAt: new Date(kickoff),
    postponed,
    abandonedAt: abandonedAt === null ? null : new Date(abandonedAt),
    halfTimeAt: new Date(halfTime),
    secondHalfAt: new Date(secondHalf),
    fullTimeAt: new Date(fullTime),
    firstHalfStoppage,
    secondHalfStoppage,
    goals: postponed ? [] : goals.filter((g) => abandonedAt === null || g.at.getTime() < abandonedAt),
  };
}
