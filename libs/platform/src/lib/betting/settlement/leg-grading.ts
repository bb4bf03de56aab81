/*
 * Grading one selection (leg) against a match's result, by the selection and line conventions of the bet
 * types (sites/sportsbook/bet-types.ts). A line that cannot be read exactly throws: the caller records it,
 * settlement never guesses.
 */
import { HALF_BET_TYPES, isBetType } from '@wl/contract';
import { exactDecimal, type ExactDecimal } from '@wl/money';
import type { LegOutcome, MatchResult, Side } from '../match-result';

/** A selection as the bet stores it: the bet type, the side (home_away) and the line (criteria1). */
export interface GradableLeg {
  betType: string;
  homeAway: string;
  criteria1: string;
}

/** The goals of one period: the whole match, or the first half for a half variant (suffix H). */
export interface PeriodScore {
  home: number;
  away: number;
}

type FinishedResult = Extract<MatchResult, { status: 'finished' }>;
type Result3 = 'H' | 'D' | 'A';

/** Correct scores are offered one by one up to this many goals a side; any other score is AOS. */
export const CORRECT_SCORE_MAX = { full: 3, half: 2 } as const;

/** Total-goals bands (TG, TGH): the band's text, its fewest and its most goals. */
export const GOAL_BANDS: { full: readonly GoalBand[]; half: readonly GoalBand[] } = {
  full: [
    ['0-1', 0, 1],
    ['2-3', 2, 3],
    ['4-6', 4, 6],
    ['7+', 7, Infinity],
  ],
  half: [
    ['0', 0, 0],
    ['1', 1, 1],
    ['2+', 2, Infinity],
  ],
};
export type GoalBand = readonly [band: string, min: number, max: number];

export function resultOf(home: number, away: number): Result3 {
  return home > away ? 'H' : home === away ? 'D' : 'A';
}

const winIf = (won: boolean): LegOutcome => (won ? 'win' : 'lose');

function plainLine(marginQuarters: number): LegOutcome {
  return marginQuarters > 0 ? 'win' : marginQuarters === 0 ? 'void' : 'lose';
}

/**
 * An Asian handicap or total graded from its margin in quarter goals (goals × 4 plus the line × 4): on a
 * whole or half line above zero wins, zero is void, below loses; a quarter line (odd margin) splits the
 * stake across the two neighbouring lines, half a goal apart, so the halves combine as win+win = win,
 * win+void = halfWin, void+lose = halfLose, lose+lose = lose (win+lose cannot happen).
 */
export function handicapOutcome(marginQuarters: number): LegOutcome {
  if (marginQuarters % 2 === 0) return plainLine(marginQuarters);
  const lower = plainLine(marginQuarters - 1);
  const upper = plainLine(marginQuarters + 1);
  if (lower === upper) return lower;
  return lower === 'void' ? 'halfWin' : 'halfLose';
}

class LineError extends Error {
  constructor(leg: GradableLeg, why: string) {
    super(`Cannot grade ${leg.betType} "${leg.homeAway}" "${leg.criteria1}": ${why}`);
    this.name = 'LineError';
  }
}

function pick<T extends string>(leg: GradableLeg, value: string, allowed: readonly T[], what: string): T {
  const found = allowed.find((a) => a === value);
  if (found === undefined) throw new LineError(leg, `${what} must be one of ${allowed.join(', ')}`);
  return found;
}

function noLine(leg: GradableLeg): void {
  if (leg.criteria1 !== '') throw new LineError(leg, 'this bet type has no line');
}

const QUARTERS_OF_FRACTION: Record<string, number> = {
  '': 0,
  '0': 0,
  '00': 0,
  '25': 1,
  '5': 2,
  '50': 2,
  '75': 3,
};
const QUARTER_LINE = /^([+-]?)(0|[1-9]\d?)(?:\.(\d{1,2}))?$/;

/** A handicap or a total in quarter goals ("-0.75" is -3), exactly; signed only where a sign may be. */
function quarters(leg: GradableLeg, signed: boolean): number {
  const match = QUARTER_LINE.exec(leg.criteria1);
  const [, sign = '', whole = '0', fraction = ''] = match ?? [];
  const fractionQuarters = QUARTERS_OF_FRACTION[fraction];
  if (!match || fractionQuarters === undefined || (sign !== '' && !signed))
    throw new LineError(
      leg,
      signed ? 'the handicap must be a multiple of 0.25' : 'the total must be 0.25, 2.5, 3, ...',
    );
  const value = Number(whole) * 4 + fractionQuarters;
  return sign === '-' ? -value : value;
}

const WHOLE_HANDICAP = /^[+-]?(0|[1-9]\d?)$/;
const SCORE = /^(\d)-(\d)$/;

/**
 * How a selection of a period market is graded from its period's score (the caller passes the first half's
 * score for a half variant). Throws for a line it cannot read, and for HTFT, FGLG and OR, which need more
 * than a score.
 */
export function scoreGrader(leg: GradableLeg): (score: PeriodScore) => LegOutcome {
  const half = (HALF_BET_TYPES as readonly string[]).includes(leg.betType);
  if (!isBetType(leg.betType)) throw new LineError(leg, 'unknown bet type');
  const base = half ? leg.betType.slice(0, -1) : leg.betType;
  const period = half ? 'half' : 'full';
  switch (base) {
    case 'PARLAY':
    case '1X2': {
      noLine(leg);
      const side = pick(leg, leg.homeAway, ['H', 'D', 'A'], 'the side');
      return (s) => winIf(resultOf(s.home, s.away) === side);
    }
    case 'DC': {
      noLine(leg);
      const chance = pick(leg, leg.homeAway, ['1X', '12', 'X2'], 'the double chance');
      const letter: Record<Result3, string> = { H: '1', D: 'X', A: '2' };
      return (s) => winIf(chance.includes(letter[resultOf(s.home, s.away)]));
    }
    case 'DNB': {
      noLine(leg);
      const side = pick(leg, leg.homeAway, ['H', 'A'], 'the side');
      return (s) => (s.home === s.away ? 'void' : winIf(resultOf(s.home, s.away) === side));
    }
    case 'ML': {
      noLine(leg);
      const side = pick(leg, leg.homeAway, ['H', 'A'], 'the side');
      // The money line has no draw: a draw loses both sides.
      return (s) => winIf(resultOf(s.home, s.away) === side);
    }
    case 'OE': {
      noLine(leg);
      const odd = pick(leg, leg.homeAway, ['O', 'E'], 'the side') === 'O';
      return (s) => winIf(((s.home + s.away) % 2 === 1) === odd);
    }
    case 'BS': {
      noLine(leg);
      const yes = pick(leg, leg.homeAway, ['Y', 'N'], 'the side') === 'Y';
      return (s) => winIf((s.home > 0 && s.away > 0) === yes);
    }
    case 'CL': {
      const side = pick(leg, leg.homeAway, ['H', 'A'], 'the side');
      const yes = pick(leg, leg.criteria1, ['Y', 'N'], 'the line') === 'Y';
      // "H","Y": the home side kept a clean sheet, i.e. the away side scored nothing.
      return (s) => winIf(((side === 'H' ? s.away : s.home) === 0) === yes);
    }
    case 'CS': {
      const max = CORRECT_SCORE_MAX[period];
      const outside = (s: PeriodScore) => s.home > max || s.away > max;
      if (leg.criteria1 === 'AOS') {
        if (leg.homeAway !== '') throw new LineError(leg, 'any other score has no side');
        return (s) => winIf(outside(s));
      }
      const [, home, away] = SCORE.exec(leg.criteria1) ?? [];
      const score = { home: Number(home), away: Number(away) };
      if (home === undefined || away === undefined || outside(score))
        throw new LineError(leg, `the score must be h-a with at most ${max} goals a side, or AOS`);
      if (leg.homeAway !== resultOf(score.home, score.away))
        throw new LineError(leg, 'the side must be the result of the score');
      return (s) => winIf(s.home === score.home && s.away === score.away);
    }
    case 'TG': {
      if (leg.homeAway !== '') throw new LineError(leg, 'total goals has no side');
      const band = GOAL_BANDS[period].find(([text]) => text === leg.criteria1);
      if (!band)
        throw new LineError(leg, `the band must be one of ${GOAL_BANDS[period].map(([t]) => t).join(', ')}`);
      const [, min, max] = band;
      return (s) => winIf(s.home + s.away >= min && s.home + s.away <= max);
    }
    case 'HDP': {
      const side = pick(leg, leg.homeAway, ['H', 'A'], 'the side');
      const line = quarters(leg, true);
      return (s) => {
        const lead = side === 'H' ? s.home - s.away : s.away - s.home;
        return handicapOutcome(lead * 4 + line);
      };
    }
    case 'OU': {
      const over = pick(leg, leg.homeAway, ['O', 'U'], 'the side') === 'O';
      const line = quarters(leg, false);
      return (s) => {
        const goals = (s.home + s.away) * 4;
        return handicapOutcome(over ? goals - line : line - goals);
      };
    }
    case '1X2HDP': {
      const side = pick(leg, leg.homeAway, ['H', 'D', 'A'], 'the side');
      if (!WHOLE_HANDICAP.test(leg.criteria1))
        throw new LineError(leg, 'the home handicap must be a whole number of goals (-1, +1)');
      const handicap = Number(leg.criteria1);
      return (s) => winIf(resultOf(s.home + handicap, s.away) === side);
    }
    default:
      throw new LineError(leg, 'not graded from a score alone');
  }
}

/** How a selection of any bet type of a match is graded from a finished result. */
function resultGrader(leg: GradableLeg): (result: FinishedResult) => LegOutcome {
  switch (leg.betType) {
    case 'OR':
      throw new Error('An outright (OR) is not graded from a match: it is settled from its league.');
    case 'HTFT': {
      noLine(leg);
      const [ht, ft] = leg.homeAway;
      if (leg.homeAway.length !== 2 || !isResult(ht) || !isResult(ft))
        throw new LineError(leg, 'the side must be the half-time then the full-time result (HD, AH, ...)');
      return (r) => winIf(resultOf(r.htHome, r.htAway) === ht && resultOf(r.home, r.away) === ft);
    }
    case 'FGLG': {
      if (leg.homeAway === '' && leg.criteria1 === 'NONE') return (r) => winIf(r.home + r.away === 0);
      const side: Side = pick(leg, leg.homeAway, ['H', 'A'], 'the side');
      const which = pick(leg, leg.criteria1, ['FIRST', 'LAST'], 'the line');
      // A 0-0 has no first or last goal (null): both sides lose.
      return (r) => winIf((which === 'FIRST' ? r.firstGoal : r.lastGoal) === side);
    }
    default: {
      const grade = scoreGrader(leg);
      const half = (HALF_BET_TYPES as readonly string[]).includes(leg.betType);
      return (r) => grade(half ? { home: r.htHome, away: r.htAway } : { home: r.home, away: r.away });
    }
  }
}

function isResult(value: string | undefined): value is Result3 {
  return value === 'H' || value === 'D' || value === 'A';
}

/**
 * A selection graded against its match's result. Half variants grade on the half-time score; an abandoned
 * match voids every selection. Throws for an outright (OR) and for any line it cannot read, whatever the
 * result.
 */
export function gradeLeg(leg: GradableLeg, result: MatchResult): LegOutcome {
  const grade = resultGrader(leg);
  return result.status === 'abandoned' ? 'void' : grade(result);
}

/**
 * What a graded selection multiplies its stake by, exactly: win → the odds, halfWin → (1 + odds) / 2 (half
 * the stake wins, half comes back), void → 1, halfLose → 1/2, lose → 0. Odds are decimal, at least 1.
 */
export function legFactor(outcome: LegOutcome, odds: number | string): ExactDecimal {
  const price = exactDecimal(odds);
  const one = price ? 10n ** BigInt(price.scale) : 0n;
  if (!price || price.units < one) throw new RangeError(`Odds must be a decimal of at least 1, not ${odds}`);
  switch (outcome) {
    case 'win':
      return price;
    case 'halfWin':
      return { units: (price.units + one) * 5n, scale: price.scale + 1 };
    case 'void':
      return { units: 1n, scale: 0 };
    case 'halfLose':
      return { units: 5n, scale: 1 };
    case 'lose':
      return { units: 0n, scale: 0 };
  }
}
