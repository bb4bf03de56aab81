import { HALF_BET_TYPES } from '@wl/contract';
import type { LegOutcome, MatchResult, Side } from '../match-result';

/** A match row as settlement reads it. */
export interface MatchScoreRow {
  status: string;
  homeScore: number | null;
  awayScore: number | null;
  htHome: number | null;
  htAway: number | null;
  firstGoal: string | null;
  lastGoal: string | null;
}

const side = (value: string | null): Side | null => (value === 'H' || value === 'A' ? value : null);
const isHalf = (betType: string) => (HALF_BET_TYPES as readonly string[]).includes(betType);

/**
 * The result a leg is graded on, or null while it is not known: a first-half market from half time on, the
 * others once the match is finished; every market of an abandoned or postponed match (void: a postponed
 * match is not kept open waiting for a new date).
 */
export function resultForLeg(betType: string, match: MatchScoreRow): MatchResult | null {
  if (match.status === 'abandoned' || match.status === 'postponed') return { status: 'abandoned' };
  const half = match.htHome !== null && match.htAway !== null ? { h: match.htHome, a: match.htAway } : null;
  if (match.status === 'finished' && match.homeScore !== null && match.awayScore !== null && half) {
    return {
      status: 'finished',
      home: match.homeScore,
      away: match.awayScore,
      htHome: half.h,
      htAway: half.a,
      firstGoal: side(match.firstGoal),
      lastGoal: side(match.lastGoal),
    };
  }
  // A first-half market is decided at half time: graded on the half's score (the full-time fields are
  // not read for it).
  if (isHalf(betType) && half && ['half_time', 'live'].includes(match.status)) {
    return {
      status: 'finished',
      home: half.h,
      away: half.a,
      htHome: half.h,
      htAway: half.a,
      firstGoal: null,
      lastGoal: null,
    };
  }
  return null;
}

/** An outright as settlement reads it. */
export interface OutrightResultRow {
  status: string;
  winnerTeamId: number | null;
}

/**
 * An outright (OR) selection graded from its week's result, or null while the week is open: the team
 * backed wins if it topped the table; every selection of a void week (no match played) is void.
 */
export function gradeOutrightLeg(outright: OutrightResultRow, teamId: number): LegOutcome | null {
  if (outright.status === 'void') return 'void';
  if (outright.status !== 'settled') return null;
  return outright.winnerTeamId === teamId ? 'win' : 'lose';
}
