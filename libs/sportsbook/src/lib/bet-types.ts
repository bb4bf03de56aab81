/**
 * The spec's sportsbook bet types (section 9) and their first-half variants (suffix H, as in 1X2H), in the
 * order the market tabs show them: the main markets first.
 */
export const FULL_TIME_BET_TYPES = [
  '1X2',
  'HDP',
  'OU',
  'DC',
  'DNB',
  'ML',
  'OE',
  'BS',
  '1X2HDP',
  'CS',
  'TG',
  'HTFT',
  'FGLG',
  'CL',
  'PARLAY',
  'OR',
] as const;

export const HALF_BET_TYPES = [
  '1X2H',
  'HDPH',
  'OUH',
  'DCH',
  'DNBH',
  'MLH',
  'OEH',
  'BSH',
  '1X2HDPH',
  'CSH',
  'TGH',
  'CLH',
] as const;

export const BET_TYPES = [...FULL_TIME_BET_TYPES, ...HALF_BET_TYPES] as const;
export type BetType = (typeof BET_TYPES)[number];
export type FullTimeBetType = (typeof FULL_TIME_BET_TYPES)[number];

/** The market a player sees first: the full-time result. */
export const DEFAULT_BET_TYPE: BetType = '1X2';

export function isBetType(value: string): value is BetType {
  return (BET_TYPES as readonly string[]).includes(value);
}

/** True for a first-half market (1X2H, HDPH, ...). */
export function isHalfBetType(type: BetType): boolean {
  return (HALF_BET_TYPES as readonly string[]).includes(type);
}

/** The full-time market a type belongs to: 1X2H is 1X2, HDPH is HDP, PARLAY stays PARLAY. */
export function baseBetType(type: BetType): FullTimeBetType {
  if (!isHalfBetType(type)) return type as FullTimeBetType;
  return type.slice(0, -1) as FullTimeBetType;
}

/** Position of a type in the tab order; unknown types go last. */
export function betTypeRank(type: string): number {
  const index = (BET_TYPES as readonly string[]).indexOf(type);
  return index === -1 ? BET_TYPES.length : index;
}

/**
 * Markets of two or three outcomes are laid out as columns beside the teams; the others (correct score,
 * total goals, half time / full time ...) as a grid of labelled prices under them.
 */
const COLUMN_MARKETS = new Set<FullTimeBetType>([
  '1X2',
  'HDP',
  'OU',
  'DC',
  'DNB',
  'ML',
  'OE',
  'BS',
  '1X2HDP',
  'PARLAY',
]);

export function isColumnMarket(type: BetType): boolean {
  return COLUMN_MARKETS.has(baseBetType(type));
}
