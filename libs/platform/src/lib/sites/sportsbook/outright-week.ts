import { seededRandom } from '../seeded-random';
import { DAY_MS, fixturesOfDay, type Fixture, type ScheduledLeague } from './fixture-schedule';
import { oddsFor, type PricedLine } from './match-pricing';

/** Day number (since 1970-01-01, a Thursday) of the first Monday: weeks are counted from it. */
const FIRST_MONDAY = 4;
/** The bookmaker's share kept on an outright market (its prices add up to 1 + this). */
const OUTRIGHT_MARGIN = 0.2;
/**
 * Weeks played out to price a week's table (once per league and week, on the request that opens it): a
 * team's share is then known to about a percentage point, well inside the 20 % margin.
 */
const SIMULATIONS = 2000;

export interface OutrightWeek {
  week: number;
  startsAt: Date;
  endsAt: Date;
  /** The week's first kick-off in the league: its outright takes bets until then. */
  closesAt: Date;
  fixtures: Fixture[];
}

/** The Monday-based week a day falls in. */
export const weekOfDay = (day: number) => Math.floor((day - FIRST_MONDAY) / 7);

/** A league's week: its fixtures (the same on every process) and when its outright closes, or none without fixtures. */
export function outrightWeek(week: number, league: ScheduledLeague): OutrightWeek | undefined {
  const firstDay = FIRST_MONDAY + week * 7;
  const fixtures: Fixture[] = [];
  for (let day = firstDay; day < firstDay + 7; day++) fixtures.push(...fixturesOfDay(day, [league]));
  const first = fixtures.reduce<Date | undefined>(
    (soonest, f) => (!soonest || f.kickoffAt < soonest ? f.kickoffAt : soonest),
    undefined,
  );
  if (!first) return undefined;
  return {
    week,
    startsAt: new Date(firstDay * DAY_MS),
    endsAt: new Date((firstDay + 7) * DAY_MS),
    closesAt: first,
    fixtures,
  };
}

/** A played match as the table counts it. */
export interface PlayedMatch {
  homeTeamId: number;
  awayTeamId: number;
  home: number;
  away: number;
}

interface Standing {
  teamId: number;
  points: number;
  goalDifference: number;
  scored: number;
  rating: number;
  code: string;
}

/**
 * Who tops a week's table: 3 points a win and 1 a draw, then goal difference, goals scored, the higher
 * rating and the team code (so there is always one winner). Undefined when no match was played.
 */
export function tableWinner(
  played: readonly PlayedMatch[],
  teams: readonly { id: number; code: string; rating: number }[],
): number | undefined {
  if (played.length === 0) return undefined;
  const table = new Map<number, Standing>(
    teams.map((t) => [
      t.id,
      { teamId: t.id, points: 0, goalDifference: 0, scored: 0, rating: t.rating, code: t.code },
    ]),
  );
  const add = (teamId: number, own: number, other: number) => {
    const row = table.get(teamId);
    if (!row) return;
    row.points += own > other ? 3 : own === other ? 1 : 0;
    row.goalDifference += own - other;
    row.scored += own;
  };
  for (const match of played) {
    add(match.homeTeamId, match.home, match.away);
    add(match.awayTeamId, match.away, match.home);
  }
  const [top] = [...table.values()].sort(
    (a, b) =>
      b.points - a.points ||
      b.goalDifference - a.goalDifference ||
      b.scored - a.scored ||
      b.rating - a.rating ||
      a.code.localeCompare(b.code),
  );
  return top?.teamId;
}

const at = (counts: Int32Array, i: number) => counts[i] ?? 0;
const add = (counts: Int32Array, i: number, value: number) => {
  counts[i] = at(counts, i) + value;
};

/** A Poisson draw from e^-expected (Knuth's method: the expected goals of a match are small). */
function goals(limit: number, random: () => number): number {
  let product = random();
  let count = 0;
  while (product > limit) {
    count += 1;
    product *= random();
  }
  return count;
}

/**
 * The outright prices of a league's week: the week's fixtures are played out SIMULATIONS times from their
 * expected goals (seeded by league and week, so every process prices it alike) and each team's share of
 * table wins becomes its price. A team that never won is priced at the longest odds. The table of each run
 * is kept in typed arrays by team index (the same order as tableWinner's), as this runs on a request that
 * opens a new week.
 */
export function priceOutrightWeek(
  week: OutrightWeek,
  league: ScheduledLeague,
): (PricedLine & { teamId: number })[] {
  const random = seededRandom(`outright:${league.code}:${week.week}`);
  const teams = league.teams;
  const index = new Map(teams.map((t, i) => [t.id, i]));
  const fixtures = week.fixtures.flatMap((f) => {
    const home = index.get(f.homeTeamId);
    const away = index.get(f.awayTeamId);
    return home === undefined || away === undefined
      ? []
      : [{ home, away, homeLimit: Math.exp(-f.homeGoals), awayLimit: Math.exp(-f.awayGoals) }];
  });
  // Ties the table cannot split go to the higher rating, then the team code (as tableWinner).
  const rank = teams
    .map((t, i) => ({ i, rating: t.rating, code: t.code }))
    .sort((a, b) => b.rating - a.rating || a.code.localeCompare(b.code))
    .map((t) => t.i);
  const points = new Int32Array(teams.length);
  const difference = new Int32Array(teams.length);
  const scored = new Int32Array(teams.length);
  const wins = new Int32Array(teams.length);
  for (let run = 0; run < SIMULATIONS && fixtures.length > 0; run++) {
    points.fill(0);
    difference.fill(0);
    scored.fill(0);
    for (const f of fixtures) {
      const h = goals(f.homeLimit, random);
      const a = goals(f.awayLimit, random);
      add(points, f.home, h > a ? 3 : h === a ? 1 : 0);
      add(points, f.away, a > h ? 3 : h === a ? 1 : 0);
      add(difference, f.home, h - a);
      add(difference, f.away, a - h);
      add(scored, f.home, h);
      add(scored, f.away, a);
    }
    let best = rank[0] ?? 0;
    for (const i of rank) {
      const better =
        at(points, i) - at(points, best) ||
        at(difference, i) - at(difference, best) ||
        at(scored, i) - at(scored, best);
      if (better > 0) best = i;
    }
    add(wins, best, 1);
  }
  return teams.map((team, i) => ({
    teamId: team.id,
    betType: 'OR',
    homeAway: 'W',
    criteria1: team.code,
    odds: oddsFor(at(wins, i) / SIMULATIONS, OUTRIGHT_MARGIN),
  }));
}
