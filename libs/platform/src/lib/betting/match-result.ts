/** Which side scored a goal (or the first or last goal of a match). */
export type Side = 'H' | 'A';

/**
 * What a match ended as, as settlement reads it: the final and half-time scores and who scored first and
 * last, or abandoned (every open selection of the match is void). A postponed match is not a result: its
 * selections stay open until the operator voids them or the match is played.
 */
export type MatchResult =
  | {
      status: 'finished';
      home: number;
      away: number;
      htHome: number;
      htAway: number;
      /** null when the match ended 0-0. */
      firstGoal: Side | null;
      lastGoal: Side | null;
    }
  | { status: 'abandoned' };

/** A graded selection: what it pays is the stake times its factor (see leg-grading.ts). */
export type LegOutcome = 'win' | 'halfWin' | 'void' | 'halfLose' | 'lose';
export const LEG_OUTCOMES: readonly LegOutcome[] = ['win', 'halfWin', 'void', 'halfLose', 'lose'];
