import { seededRandom } from '../seeded-random';
import { DAY_MS, fixturesOfDay, type Fixture, type ScheduledLeague } from './fixture-schedule';
import { oddsFor, type PricedLine } from './match-pricing';

/** Day number (since 1970-01-01, a Thursday) of the first Monday: weeks are counted from it. */
const FIRST_MONDAY = 4;
/** The bookmaker's share kept on an outright market (its prices add up to 1 + this). */
const OUTRIGHT_MARGIN = 0.2;
/** Weeks played out to price a week's table: enough for a price to move by less than its two decimals' step. */
const SIMULATIONS = 4000;

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

/** A Poisson draw (Knuth's method: the expected goals of a match are small). */
function goals(expected: number, random: () => number): number {
  const limit = Math.exp(-expected);
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
 * table wins becomes its price. A team that never won is priced at the longest odds.
 */
export function priceOutrightWeek(
  week: OutrightWeek,
  league: ScheduledLeague,
): (PricedLine & { teamId: number })[] {
  const random = seededRandom(`outright:${league.code}:${week.week}`);
  const wins = new Map<number, number>(league.teams.map((t) => [t.id, 0]));
  for (let run = 0; run < SIMULATIONS; run++) {
    const played = week.fixtures.map((f) => ({
      homeTeamId: f.homeTeamId,
      awayTeamId: f.awayTeamId,
      home: goals(f.homeGoals, random),
      away: goals(f.awayGoals, random),
    }));
    const winner = tableWinner(played, league.teams);
    if (winner !== undefined) wins.set(winner, (wins.get(winner) ?? 0) + 1);
  }
  return league.teams.map((team) => ({
    teamId: team.id,
    betType: 'OR',
    homeAway: 'W',
    criteria1: team.code,
    odds: oddsFor((wins.get(team.id) ?? 0) / SIMULATIONS, OUTRIGHT_MARGIN),
  }));
}
