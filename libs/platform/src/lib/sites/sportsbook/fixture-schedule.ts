import { seededRandom, shuffled } from '../seeded-random';
import { expectedGoals } from './match-pricing';

export const DAY_MS = 24 * 60 * 60 * 1000;

export interface ScheduledLeague {
  id: number;
  code: string;
  teams: { id: number; code: string; rating: number }[];
}

export interface Fixture {
  fixtureKey: string;
  leagueId: number;
  homeTeamId: number;
  awayTeamId: number;
  kickoffAt: Date;
  /** The teams' expected goals it is priced from (the feed plays the match and moves prices with them). */
  homeGoals: number;
  awayGoals: number;
}

/** Kick-off times (minutes after midnight UTC), one pattern per league in code order, so leagues interleave. */
const SLOT_PATTERNS: readonly (readonly number[])[] = [
  [14 * 60, 18 * 60, 20 * 60 + 45],
  [8 * 60, 11 * 60, 13 * 60 + 30],
  [10 * 60 + 15, 16 * 60 + 30, 22 * 60],
];

/** The UTC day number of a moment (days since 1970-01-01). */
export function dayOf(moment: Date): number {
  return Math.floor(moment.getTime() / DAY_MS);
}

/**
 * The fixtures of one day, the same on every process: per league, a deterministic draw of teams (no team
 * plays twice a day) at the league's kick-off times, with the expected goals its prices come from (priced
 * only when scheduled: pricing a match costs a few milliseconds).
 */
export function fixturesOfDay(day: number, leagues: readonly ScheduledLeague[]): Fixture[] {
  const ordered = [...leagues].sort((a, b) => a.code.localeCompare(b.code));
  return ordered.flatMap((league, index) => {
    const random = seededRandom(`${league.code}:${day}`);
    const teams = shuffled(
      [...league.teams].sort((a, b) => a.code.localeCompare(b.code)),
      random,
    );
    const slots = SLOT_PATTERNS[index % SLOT_PATTERNS.length] ?? [];
    return slots.flatMap((minutes, slot) => {
      const home = teams[slot * 2];
      const away = teams[slot * 2 + 1];
      if (!home || !away) return [];
      const [homeGoals, awayGoals] = expectedGoals(home.rating, away.rating, random);
      return [
        {
          fixtureKey: `${league.code}-${day}-${slot}`,
          leagueId: league.id,
          homeTeamId: home.id,
          awayTeamId: away.id,
          kickoffAt: new Date(day * DAY_MS + minutes * 60 * 1000),
          homeGoals,
          awayGoals,
        },
      ];
    });
  });
}
