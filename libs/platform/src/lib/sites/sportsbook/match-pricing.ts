import type { BetType } from './bet-types';

/** One selection of a market with its decimal odds. */
export interface PricedLine {
  betType: BetType;
  homeAway: string;
  criteria1: string;
  odds: number;
}

type ScoreMatrix = number[][];
type Outcome = 'H' | 'D' | 'A';

const MAX_GOALS = 10;
/** The bookmaker's margin: low on the main markets, higher on the exotic ones. */
const MAIN_MARGIN = 0.05;
const EXOTIC_MARGIN = 0.12;
const OUTRIGHT_MARGIN = 0.2;
/** Share of a match's goals expected in the first half. */
const FIRST_HALF_SHARE = 0.45;

function poisson(lambda: number): number[] {
  const p: number[] = [Math.exp(-lambda)];
  for (let k = 1; k <= MAX_GOALS; k++) p.push(((p[k - 1] ?? 0) * lambda) / k);
  return p;
}

function scoreMatrix(home: number, away: number): ScoreMatrix {
  const ph = poisson(home);
  const pa = poisson(away);
  return ph.map((h) => pa.map((a) => h * a));
}

function probability(m: ScoreMatrix, test: (home: number, away: number) => boolean): number {
  let total = 0;
  m.forEach((row, h) => row.forEach((p, a) => (total += test(h, a) ? p : 0)));
  return total;
}

function outcomeOf(home: number, away: number): Outcome {
  return home > away ? 'H' : home === away ? 'D' : 'A';
}

/** Decimal odds for a probability, with the margin, between 1.01 and 500. */
export function oddsFor(p: number, margin: number): number {
  if (p <= 0) return 500;
  const odds = 1 / (p * (1 + margin));
  return Math.round(Math.min(500, Math.max(1.01, odds)) * 100) / 100;
}

const signed = (value: number) => (value > 0 ? `+${value}` : `${value}`);

/** The line (from the candidates) that makes a two-way market closest to even. */
function balancedLine(candidates: number[], pOver: (line: number) => number): number {
  return candidates.reduce((best, line) =>
    Math.abs(pOver(line) - 0.5) < Math.abs(pOver(best) - 0.5) ? line : best,
  );
}

const HANDICAPS = [-3.5, -2.5, -1.5, -0.5, 0.5, 1.5, 2.5, 3.5];
const TOTALS = [0.5, 1.5, 2.5, 3.5, 4.5, 5.5, 6.5];

/** The markets priced the same way for the whole match and for the first half (suffix H). */
function periodMarkets(m: ScoreMatrix, half: boolean): PricedLine[] {
  const t = (full: BetType, firstHalf: BetType) => (half ? firstHalf : full);
  const line = (betType: BetType, homeAway: string, criteria1: string, p: number, margin = MAIN_MARGIN) => ({
    betType,
    homeAway,
    criteria1,
    odds: oddsFor(p, margin),
  });
  const pH = probability(m, (h, a) => h > a);
  const pD = probability(m, (h, a) => h === a);
  const pA = 1 - pH - pD;
  const hdp = balancedLine(HANDICAPS, (c) => probability(m, (h, a) => h - a + c > 0));
  const pHdp = probability(m, (h, a) => h - a + hdp > 0);
  const total = balancedLine(TOTALS, (c) => probability(m, (h, a) => h + a > c));
  const pOver = probability(m, (h, a) => h + a > total);
  const pOdd = probability(m, (h, a) => (h + a) % 2 === 1);
  const shift = pH >= pA ? -1 : 1;
  const handicapOutcome = (o: Outcome) => probability(m, (h, a) => outcomeOf(h + shift, a) === o);
  const pBoth = probability(m, (h, a) => h > 0 && a > 0);
  const pHomeClean = probability(m, (_h, a) => a === 0);
  const pAwayClean = probability(m, (h) => h === 0);
  const maxScore = half ? 2 : 3;
  const scores: PricedLine[] = [];
  for (let h = 0; h <= maxScore; h++) {
    for (let a = 0; a <= maxScore; a++) {
      scores.push(line(t('CS', 'CSH'), outcomeOf(h, a), `${h}-${a}`, m[h]?.[a] ?? 0, EXOTIC_MARGIN));
    }
  }
  const pOther = probability(m, (h, a) => h > maxScore || a > maxScore);
  const bands: [string, number, number][] = half
    ? [
        ['0', 0, 0],
        ['1', 1, 1],
        ['2+', 2, Infinity],
      ]
    : [
        ['0-1', 0, 1],
        ['2-3', 2, 3],
        ['4-6', 4, 6],
        ['7+', 7, Infinity],
      ];
  return [
    line(t('1X2', '1X2H'), 'H', '', pH),
    line(t('1X2', '1X2H'), 'D', '', pD),
    line(t('1X2', '1X2H'), 'A', '', pA),
    line(t('DC', 'DCH'), '1X', '', pH + pD),
    line(t('DC', 'DCH'), '12', '', pH + pA),
    line(t('DC', 'DCH'), 'X2', '', pD + pA),
    line(t('DNB', 'DNBH'), 'H', '', pH / (pH + pA)),
    line(t('DNB', 'DNBH'), 'A', '', pA / (pH + pA)),
    line(t('ML', 'MLH'), 'H', '', pH),
    line(t('ML', 'MLH'), 'A', '', pA),
    line(t('HDP', 'HDPH'), 'H', signed(hdp), pHdp),
    line(t('HDP', 'HDPH'), 'A', signed(-hdp), 1 - pHdp),
    line(t('OU', 'OUH'), 'O', String(total), pOver),
    line(t('OU', 'OUH'), 'U', String(total), 1 - pOver),
    line(t('OE', 'OEH'), 'O', '', pOdd),
    line(t('OE', 'OEH'), 'E', '', 1 - pOdd),
    line(t('1X2HDP', '1X2HDPH'), 'H', signed(shift), handicapOutcome('H')),
    line(t('1X2HDP', '1X2HDPH'), 'D', signed(shift), handicapOutcome('D')),
    line(t('1X2HDP', '1X2HDPH'), 'A', signed(shift), handicapOutcome('A')),
    ...scores,
    line(t('CS', 'CSH'), '', 'AOS', pOther, EXOTIC_MARGIN),
    ...bands.map(([band, min, max]) =>
      line(
        t('TG', 'TGH'),
        '',
        band,
        probability(m, (h, a) => h + a >= min && h + a <= max),
        EXOTIC_MARGIN,
      ),
    ),
    line(t('BS', 'BSH'), 'Y', '', pBoth),
    line(t('BS', 'BSH'), 'N', '', 1 - pBoth),
    line(t('CL', 'CLH'), 'H', 'Y', pHomeClean),
    line(t('CL', 'CLH'), 'H', 'N', 1 - pHomeClean),
    line(t('CL', 'CLH'), 'A', 'Y', pAwayClean),
    line(t('CL', 'CLH'), 'A', 'N', 1 - pAwayClean),
  ];
}

/** Half time / full time: first-half goals and second-half goals are independent Poisson counts. */
function halfTimeFullTime(home: number, away: number): PricedLine[] {
  const first = scoreMatrix(home * FIRST_HALF_SHARE, away * FIRST_HALF_SHARE);
  const second = scoreMatrix(home * (1 - FIRST_HALF_SHARE), away * (1 - FIRST_HALF_SHARE));
  const joint = new Map<string, number>();
  first.forEach((row, h1) =>
    row.forEach((p1, a1) =>
      second.forEach((row2, h2) =>
        row2.forEach((p2, a2) => {
          const key = outcomeOf(h1, a1) + outcomeOf(h1 + h2, a1 + a2);
          joint.set(key, (joint.get(key) ?? 0) + p1 * p2);
        }),
      ),
    ),
  );
  const outcomes: Outcome[] = ['H', 'D', 'A'];
  return outcomes.flatMap((ht) =>
    outcomes.map((ft) => ({
      betType: 'HTFT' as const,
      homeAway: ht + ft,
      criteria1: '',
      odds: oddsFor(joint.get(ht + ft) ?? 0, EXOTIC_MARGIN),
    })),
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
 * Every market of a match from the two teams' expected goals (independent Poisson model): all bet types
 * of the spec except the outright (OR), which belongs to a league.
 */
export function priceMatch(homeGoals: number, awayGoals: number): PricedLine[] {
  const full = scoreMatrix(homeGoals, awayGoals);
  const half = scoreMatrix(homeGoals * FIRST_HALF_SHARE, awayGoals * FIRST_HALF_SHARE);
  const fullTime = periodMarkets(full, false);
  const parlay = fullTime
    .filter((l) => l.betType === '1X2')
    .map((l) => ({ ...l, betType: 'PARLAY' as const }));
  return [
    ...parlay,
    ...fullTime,
    ...periodMarkets(half, true),
    ...halfTimeFullTime(homeGoals, awayGoals),
    ...firstAndLastGoal(homeGoals, awayGoals),
  ];
}

/** Outright odds of each team winning its league, from the teams' ratings. */
export function priceOutright(teams: { code: string; rating: number }[]): PricedLine[] {
  const strength = teams.map((t) => Math.exp(t.rating / 8));
  const sum = strength.reduce((a, b) => a + b, 0);
  return teams.map((team, i) => ({
    betType: 'OR',
    homeAway: 'W',
    criteria1: team.code,
    odds: oddsFor((strength[i] ?? 0) / sum, OUTRIGHT_MARGIN),
  }));
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
