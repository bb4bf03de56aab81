/**
 * The spec's sportsbook bet types and their half variants (first half, suffix H as in 1X2H).
 * Selections (home_away) and lines (criteria1) per type:
 * PARLAY  1X2 selections offered for mix parlays: H, D, A
 * HDP     Asian handicap: H or A, criteria1 the side's handicap (-0.5, +1.5, ...)
 * OU      over/under: O or U, criteria1 the total (2.5)
 * OE      odd/even total: O or E
 * ML      money line, a draw loses: H or A
 * 1X2     full-time result: H, D, A
 * 1X2HDP  3-way handicap: H, D, A, criteria1 the home handicap (-1, +1)
 * CS      correct score: H, D or A by the score, criteria1 the score (2-1) or AOS (any other score)
 * TG      total goals: criteria1 the band (0-1, 2-3, 4-6, 7+)
 * OR      outright league winner: W, criteria1 the team code (no match)
 * BS      both teams score: Y or N
 * HTFT    half time / full time: HH, HD, HA, DH, DD, DA, AH, AD, AA
 * FGLG    first goal / last goal: H or A with criteria1 FIRST or LAST; NONE for no goal
 * CL      clean sheet: H or A, criteria1 Y or N
 * DNB     draw no bet: H or A
 * DC      double chance: 1X, 12, X2
 */
export const FULL_TIME_BET_TYPES = [
  'PARLAY',
  'HDP',
  'OU',
  'OE',
  'ML',
  '1X2',
  '1X2HDP',
  'CS',
  'TG',
  'OR',
  'BS',
  'HTFT',
  'FGLG',
  'CL',
  'DNB',
  'DC',
] as const;

/** First-half markets: 1X2H is the spec's own name; the others follow it. */
export const HALF_BET_TYPES = [
  'HDPH',
  'OUH',
  'OEH',
  'MLH',
  '1X2H',
  '1X2HDPH',
  'CSH',
  'TGH',
  'BSH',
  'CLH',
  'DNBH',
  'DCH',
] as const;

export const BET_TYPES = [...FULL_TIME_BET_TYPES, ...HALF_BET_TYPES] as const;
export type BetType = (typeof BET_TYPES)[number];

export function isBetType(value: string): value is BetType {
  return (BET_TYPES as readonly string[]).includes(value);
}
