import { seededRandom } from '../../sites/seeded-random';

export const DRIFT_STEP_MS = 10 * 60 * 1000;
/** How far the expected goals may move from the values the fixture was priced with. */
export const MAX_DRIFT = 0.08;
/** The walk is the sum of the last WINDOW steps' changes: any moment is priced without replaying history. */
const WINDOW = 24;
const STEP_CHANGE = 0.015;

/** The relative changes of one 10-minute step, for the home and the away side, in [-STEP_CHANGE, STEP_CHANGE). */
function stepChanges(fixtureKey: string, step: number): [number, number] {
  const random = seededRandom(`drift:${fixtureKey}:${step}`);
  return [(random() * 2 - 1) * STEP_CHANGE, (random() * 2 - 1) * STEP_CHANGE];
}

/** The drifted value, two decimals, never more than MAX_DRIFT away from the original even after rounding. */
function drifted(original: number, walk: number): number {
  // tanh bounds the walk smoothly, so prices never stick at the limit.
  const moved = original * (1 + MAX_DRIFT * Math.tanh(walk / MAX_DRIFT));
  const low = Math.ceil(original * (1 - MAX_DRIFT) * 100) / 100;
  const high = Math.floor(original * (1 + MAX_DRIFT) * 100) / 100;
  return Math.min(high, Math.max(low, Math.round(moved * 100) / 100));
}

/**
 * The expected goals of a fixture at a moment, as pre-match prices move: a deterministic walk in 10-minute
 * UTC steps seeded by the fixture key and the step index, the same on every process. The caller freezes it
 * at kick-off (pass the kick-off time once the match has started).
 */
export function driftedGoals(
  fixtureKey: string,
  homeGoals: number,
  awayGoals: number,
  now: Date,
): [number, number] {
  const step = Math.floor(now.getTime() / DRIFT_STEP_MS);
  let home = 0;
  let away = 0;
  for (let s = step - WINDOW + 1; s <= step; s++) {
    const [h, a] = stepChanges(fixtureKey, s);
    home += h;
    away += a;
  }
  return [drifted(homeGoals, home), drifted(awayGoals, away)];
}
