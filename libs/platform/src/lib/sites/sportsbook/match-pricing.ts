import type { LegOutcome } from '../../betting/match-result';
import {
  CORRECT_SCORE_MAX,
  GOAL_BANDS,
  resultOf,
  scoreGrader,
  type PeriodScore,
} from '../../betting/settlement/leg-grading';
import type { BetType } from './bet-types';

/** One selection of a market with its decimal odds. */
export interface PricedLine {
  betType: BetType;
  homeAway: string;
  criteria1: string;
  odds: number;
}

/** Where a match stands while it is played. */
export interface InPlayState {
  home: number;
  away: number;
  /** share of the whole match still to play, 0..1 */
  remainingShare: number;
  /** share of the first half still to play, 0..1; 0 once the first half is over */
  firstHalfRemainingShare: number;
}

/** A score a period can still end on (more goals than now, never fewer) and its probability, above 0. */
interface ScoreCell extends PeriodScore {
  p: number;
}

type OutcomeShares = Record<LegOutcome, number>;

const MAX_GOALS = 10;
/** The bookmaker's margin: low on the main markets, higher on the exotic ones. */
export const MAIN_MARGIN = 0.05;
const EXOTIC_MARGIN = 0.12;
/** Share of a match's goals expected in the first half. */
const FIRST_HALF_SHARE = 0.45;
const MIN_ODDS = 1.01;
const MAX_ODDS = 500;
const KICK_OFF: InPlayState = { home: 0, away: 0, remainingShare: 1, firstHalfRemainingShare: 1 };

function poisson(lambda: number): number[] {
  const p: number[] = [Math.exp(-lambda)];
  for (let k = 1; k <= MAX_GOALS; k++) p.push(((p[k - 1] ?? 0) * lambda) / k);
  return p;
}

/** The scores a period can end on from the score so far and the goals still expected (independent Poisson). */
function scoreCells(from: PeriodScore, homeGoals: number, awayGoals: number): ScoreCell[] {
  const ph = poisson(homeGoals);
  const pa = poisson(awayGoals);
  return ph.flatMap((h, i) =>
    pa.flatMap((a, j) => (h * a > 0 ? [{ home: from.home + i, away: from.away + j, p: h * a }] : [])),
  );
}

function probability(cells: readonly ScoreCell[], test: (score: PeriodScore) => boolean): number {
  return cells.reduce((total, cell) => total + (test(cell) ? cell.p : 0), 0);
}

/** Decimal odds for a probability, with the margin, between 1.01 and 500. */
export function oddsFor(p: number, margin: number): number {
  if (p <= 0) return MAX_ODDS;
  const odds = 1 / (p * (1 + margin));
  return Math.round(Math.min(MAX_ODDS, Math.max(MIN_ODDS, odds)) * 100) / 100;
}

/**
 * The probability a selection is priced at, from how likely each outcome is: 1 / the fair odds o, where o
 * makes the expected return 1 with the split-stake rule (halfWin pays (1 + o) / 2, void 1, halfLose 1/2):
 * o = (1 − pHalfWin/2 − pVoid − pHalfLose/2) / (pWin + pHalfWin/2). For a win-or-lose selection it is the
 * chance of winning; for draw no bet, the chance of winning without a draw.
 */
export function splitStakeProbability(shares: OutcomeShares): number {
  const winning = shares.win + shares.halfWin / 2;
  // The part of the stake at risk: 1 − pHalfWin/2 − pVoid − pHalfLose/2 (as shares, so not assuming they sum to 1).
  const atRisk = winning + shares.lose + shares.halfLose / 2;
  return atRisk > 0 ? winning / atRisk : 0;
}

/** A handicap with its sign ("+0.25", "-0.75"), and "0" for none (String(-0) is "0"). */
const signed = (value: number) => (value > 0 ? `+${value}` : `${value}`);

/** The line (from the candidates) that makes a two-way market closest to even. */
function balancedLine(candidates: number[], pOver: (line: number) => number): number {
  return candidates.reduce((best, line) =>
    Math.abs(pOver(line) - 0.5) < Math.abs(pOver(best) - 0.5) ? line : best,
  );
}

/** Half lines around the current lead and the current total; the balanced one is chosen from these. */
const HANDICAP_STEPS = [-3.5, -2.5, -1.5, -0.5, 0.5, 1.5, 2.5, 3.5];
const TOTAL_STEPS = [0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5];
/** Each handicap and total market: the balanced half line first, then its two quarter-line neighbours. */
const QUARTER_NEIGHBOURS = [0, -0.25, 0.25];

/**
 * Prices selections of one period from its possible scores, graded by settlement's own rules. A selection
 * is offered only while it can still win and still lose (so never one already decided), and not when its
 * fair odds are below the 1.01 floor (the floor would pay more than fair).
 */
function periodPricer(cells: readonly ScoreCell[]) {
  return (betType: BetType, homeAway: string, criteria1: string, margin = MAIN_MARGIN): PricedLine[] => {
    const grade = scoreGrader({ betType, homeAway, criteria1 });
    const shares: OutcomeShares = { win: 0, halfWin: 0, void: 0, halfLose: 0, lose: 0 };
    for (const cell of cells) shares[grade(cell)] += cell.p;
    const canWin = shares.win + shares.halfWin > 0;
    const canLose = shares.lose + shares.halfLose > 0;
    const p = splitStakeProbability(shares);
    if (!canWin || !canLose || p * MIN_ODDS > 1) return [];
    return [{ betType, homeAway, criteria1, odds: oddsFor(p, margin) }];
  };
}

/** The markets priced the same way for the whole match and for the first half (suffix H). */
function periodMarkets(cells: readonly ScoreCell[], from: PeriodScore, half: boolean): PricedLine[] {
  const t = (full: BetType, firstHalf: BetType) => (half ? firstHalf : full);
  const price = periodPricer(cells);
  const period = half ? 'half' : 'full';
  const pH = probability(cells, (s) => s.home > s.away);
  const pA = probability(cells, (s) => s.home < s.away);
  const lead = from.home - from.away;
  const hdp = balancedLine(
    HANDICAP_STEPS.map((step) => step - lead),
    (c) => probability(cells, (s) => s.home - s.away + c > 0),
  );
  const total = balancedLine(
    TOTAL_STEPS.map((step) => step + from.home + from.away),
    (c) => probability(cells, (s) => s.home + s.away > c),
  );
  const shift = pH >= pA ? -1 : 1;
  const maxScore = CORRECT_SCORE_MAX[period];
  const scores: PricedLine[] = [];
  for (let h = 0; h <= maxScore; h++) {
    for (let a = 0; a <= maxScore; a++) {
      scores.push(...price(t('CS', 'CSH'), resultOf(h, a), `${h}-${a}`, EXOTIC_MARGIN));
    }
  }
  // A two-way market is offered whole or not at all.
  const pair = (betType: BetType, one: [string, string], other: [string, string]) => {
    const lines = [...price(betType, ...one), ...price(betType, ...other)];
    return lines.length === 2 ? lines : [];
  };
  return [
    ...price(t('1X2', '1X2H'), 'H', ''),
    ...price(t('1X2', '1X2H'), 'D', ''),
    ...price(t('1X2', '1X2H'), 'A', ''),
    ...price(t('DC', 'DCH'), '1X', ''),
    ...price(t('DC', 'DCH'), '12', ''),
    ...price(t('DC', 'DCH'), 'X2', ''),
    ...pair(t('DNB', 'DNBH'), ['H', ''], ['A', '']),
    ...pair(t('ML', 'MLH'), ['H', ''], ['A', '']),
    ...QUARTER_NEIGHBOURS.flatMap((step) =>
      pair(t('HDP', 'HDPH'), ['H', signed(hdp + step)], ['A', signed(-(hdp + step))]),
    ),
    ...QUARTER_NEIGHBOURS.flatMap((step) =>
      pair(t('OU', 'OUH'), ['O', String(total + step)], ['U', String(total + step)]),
    ),
    ...pair(t('OE', 'OEH'), ['O', ''], ['E', '']),
    ...price(t('1X2HDP', '1X2HDPH'), 'H', signed(shift)),
    ...price(t('1X2HDP', '1X2HDPH'), 'D', signed(shift)),
    ...price(t('1X2HDP', '1X2HDPH'), 'A', signed(shift)),
    ...scores,
    ...price(t('CS', 'CSH'), '', 'AOS', EXOTIC_MARGIN),
    ...GOAL_BANDS[period].flatMap(([band]) => price(t('TG', 'TGH'), '', band, EXOTIC_MARGIN)),
    ...pair(t('BS', 'BSH'), ['Y', ''], ['N', '']),
    ...pair(t('CL', 'CLH'), ['H', 'Y'], ['H', 'N']),
    ...pair(t('CL', 'CLH'), ['A', 'Y'], ['A', 'N']),
  ];
}

/**
 * Half time / full time: the rest of the first half and the second half are independent Poisson counts
 * on top of the score so far. Only results both still possible and not certain are offered.
 */
function halfTimeFullTime(
  from: PeriodScore,
  firstHalf: [home: number, away: number],
  secondHalf: [home: number, away: number],
): PricedLine[] {
  const first = scoreCells(from, ...firstHalf);
  const second = scoreCells({ home: 0, away: 0 }, ...secondHalf);
  const joint = new Map<string, number>();
  for (const ht of first) {
    for (const rest of second) {
      const key = resultOf(ht.home, ht.away) + resultOf(ht.home + rest.home, ht.away + rest.away);
      joint.set(key, (joint.get(key) ?? 0) + ht.p * rest.p);
    }
  }
  const mass = [...joint.values()].reduce((a, b) => a + b, 0);
  const possible = [...joint.values()].filter((p) => p > 0).length;
  const results = ['H', 'D', 'A'];
  return results.flatMap((ht) =>
    results.flatMap((ft) => {
      const p = (joint.get(ht + ft) ?? 0) / mass;
      if (p <= 0 || possible < 2 || p * MIN_ODDS > 1) return [];
      return [
        { betType: 'HTFT' as const, homeAway: ht + ft, criteria1: '', odds: oddsFor(p, EXOTIC_MARGIN) },
      ];
    }),
  );
}

function firstAndLastGoal(home: number, away: number): PricedLine[] {
  const pNone = Math.exp(-(home + away));
  const homeShare = home / (home + away);
  const line = (homeAway: string, criteria1: string, p: number): PricedLine => ({
    betType: 'FGLG',
    homeAway,
    criteria1,
    odds: oddsFor(p, EXOTIC_MARGIN),
  });
  return [
    line('H', 'FIRST', (1 - pNone) * homeShare),
    line('A', 'FIRST', (1 - pNone) * (1 - homeShare)),
    line('H', 'LAST', (1 - pNone) * homeShare),
    line('A', 'LAST', (1 - pNone) * (1 - homeShare)),
    line('', 'NONE', pNone),
  ];
}

/**
 * The markets of a match from where it stands: full time on the goals still to come, and the first half and
 * HTFT while the first half is still being played (the score so far is then the half's score too).
 */
function matchMarkets(homeGoals: number, awayGoals: number, state: InPlayState): PricedLine[] {
  const now = { home: state.home, away: state.away };
  const fullTime = periodMarkets(
    scoreCells(now, homeGoals * state.remainingShare, awayGoals * state.remainingShare),
    now,
    false,
  );
  const parlay = fullTime
    .filter((l) => l.betType === '1X2')
    .map((l) => ({ ...l, betType: 'PARLAY' as const }));
  if (state.firstHalfRemainingShare <= 0) return [...parlay, ...fullTime];
  const firstHalfShare = FIRST_HALF_SHARE * state.firstHalfRemainingShare;
  const firstHalf: [number, number] = [homeGoals * firstHalfShare, awayGoals * firstHalfShare];
  // The second half's goals: what is left of the match once the rest of the first half is taken out.
  const secondHalfShare = Math.max(0, state.remainingShare - firstHalfShare);
  return [
    ...parlay,
    ...fullTime,
    ...periodMarkets(scoreCells(now, ...firstHalf), now, true),
    ...halfTimeFullTime(now, firstHalf, [homeGoals * secondHalfShare, awayGoals * secondHalfShare]),
  ];
}

/**
 * Every market of a match from the two teams' expected goals (independent Poisson model): all bet types
 * of the spec except the outright (OR), which belongs to a league.
 */
export function priceMatch(homeGoals: number, awayGoals: number): PricedLine[] {
  return [...matchMarkets(homeGoals, awayGoals, KICK_OFF), ...firstAndLastGoal(homeGoals, awayGoals)];
}

/**
 * The markets of a match being played, conditioned on its score: the expected goals still to come are the
 * match's expected goals times the share still to play (the first half's: times 0.45 of the match's goals
 * times the share of the half still to play), added to the score so far. Only selections that can still
 * both win and lose are offered; no first or last goal (FGLG) in play, and no first-half market or HTFT
 * once the first half is over.
 */
export function priceInPlay(homeGoals: number, awayGoals: number, state: InPlayState): PricedLine[] {
  const goals = [state.home, state.away];
  const shares = [state.remainingShare, state.firstHalfRemainingShare];
  if (!goals.every((g) => Number.isSafeInteger(g) && g >= 0))
    throw new RangeError(`The score must be whole goals, not ${state.home}-${state.away}`);
  if (!shares.every((s) => s >= 0 && s <= 1)) throw new RangeError('The shares still to play must be 0..1');
  if (![homeGoals, awayGoals].every((g) => Number.isFinite(g) && g >= 0))
    throw new RangeError('Expected goals must be finite and not negative');
  return matchMarkets(homeGoals, awayGoals, state);
}

/** Expected goals of a match from the teams' ratings, with a home advantage and a little chance. */
export function expectedGoals(
  homeRating: number,
  awayRating: number,
  random: () => number,
): [number, number] {
  const edge = (homeRating - awayRating) / 25;
  const home = 1.45 * Math.exp(edge / 2) * (0.9 + 0.2 * random());
  const away = 1.15 * Math.exp(-edge / 2) * (0.9 + 0.2 * random());
  return [Math.round(home * 100) / 100, Math.round(away * 100) / 100];
}
