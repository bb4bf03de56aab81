import type { RandomSource } from '../engine-types';

/** The return to player, in hundredths: a 3 % house edge. */
export const CRASH_RTP_HUNDREDTHS = 97;
export const MIN_TARGET_HUNDREDTHS = 101;
export const MAX_TARGET_HUNDREDTHS = 100_000;
/** The fineness of the shown crash point's draw (it never changes what the round pays). */
const SHOWN_DRAW = 2 ** 32;

/**
 * The crash point m (in hundredths) follows P(m ≥ s) = 0.97 / (s / 100) for every s from 1.01× on, and
 * crashes at 1.00× otherwise. A round settles the player's target t first, with that exact chance:
 * cashing out at t wins with probability 97 / t, drawn as a uniform integer below t being under 97, so
 * the return is t/100 · 97/t = 0.97 for every target, with no rounding. The crash point shown is then
 * drawn from the distribution given the result: t/s above t after a win; below t after a loss,
 * P(m ≥ s | loss) = (97/s − 97/t) / (1 − 97/t). Mixed over the two, that is the distribution above.
 */
export function drawCrash(
  targetHundredths: number,
  random: RandomSource,
): { won: boolean; crashHundredths: number } {
  const t = targetHundredths;
  const won = random.int(t) < CRASH_RTP_HUNDREDTHS;
  // v is uniform in (0, 1].
  const v = (random.int(SHOWN_DRAW) + 1) / SHOWN_DRAW;
  if (won) return { won, crashHundredths: Math.floor(t / v) };
  const atTarget = CRASH_RTP_HUNDREDTHS / t;
  const shown = Math.floor(CRASH_RTP_HUNDREDTHS / (v * (1 - atTarget) + atTarget));
  return { won, crashHundredths: Math.min(t - 1, Math.max(100, shown)) };
}
