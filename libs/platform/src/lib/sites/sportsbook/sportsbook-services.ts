import { and, asc, eq, gt, gte, inArray, lt, lte, notExists, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { LocalisedMatchNames, SportsMatch } from '@wl/contract';
import type { Db } from '../../db/database';
import {
  oddsLines,
  siteProducts,
  sportLeagues,
  sportMatches,
  sportOutrights,
  sportTeams,
  sportsBetLegs,
} from '../../db/schema';
import { siteSettingsById } from '../site-records';
import { validateInput } from '../validate-input';
import { DAY_MS, dayOf, fixturesOfDay, type Fixture, type ScheduledLeague } from './fixture-schedule';
import { localisedNamesSchema, namesFor } from './localised-names';
import { priceMatch } from './match-pricing';
import { oddsAnswer } from './odds-answer';
import { outrightWeek, priceOutrightWeek, weekOfDay } from './outright-week';
import type { LocalisedNames, SportsbookServices } from './sportsbook-types';

/** A match counts as live this long after kick-off (90 minutes, half time and stoppage). */
const LIVE_MS = 115 * 60 * 1000;
/** Finished matches are dropped after a week. */
const KEEP_MS = 7 * DAY_MS;
/** Fixtures are scheduled from yesterday (for matches still live after midnight) to this many days ahead. */
const DAYS_AHEAD = 2;

const CODE = /^[a-z0-9][a-z0-9-]{0,39}$/;
const leaguesInput = z
  .array(
    z.object({
      code: z.string().regex(CODE),
      names: localisedNamesSchema,
      teams: z
        .array(
          z.object({
            code: z.string().regex(CODE),
            names: localisedNamesSchema,
            rating: z.number().int().min(1).max(100),
          }),
        )
        .min(2)
        .max(40),
    }),
  )
  .max(50);

const homeTeam = alias(sportTeams, 'home_team');
const awayTeam = alias(sportTeams, 'away_team');

export function createSportsbookServices(db: Db, clock: () => Date): SportsbookServices {
  let scheduledDay: number | undefined;
  /** The soonest close of the outrights opened: the next week's are opened from then on. */
  let outrightsOpenUntil: Date | undefined;

  async function scheduledLeagues(): Promise<ScheduledLeague[]> {
    const [leagues, teams] = await Promise.all([
      db.select({ id: sportLeagues.id, code: sportLeagues.code }).from(sportLeagues),
      db
        .select({
          id: sportTeams.id,
          code: sportTeams.code,
          rating: sportTeams.rating,
          leagueId: sportTeams.leagueId,
        })
        .from(sportTeams),
    ]);
    return leagues.map((league) => ({ ...league, teams: teams.filter((t) => t.leagueId === league.id) }));
  }

  /** One fixture and its odds in one transaction; a fixture another process scheduled first is left alone. */
  async function schedule(fixture: Fixture): Promise<void> {
    await db.transaction(async (tx) => {
      const [match] = await tx
        .insert(sportMatches)
        .values({
          fixtureKey: fixture.fixtureKey,
          leagueId: fixture.leagueId,
          homeTeamId: fixture.homeTeamId,
          awayTeamId: fixture.awayTeamId,
          kickoffAt: fixture.kickoffAt,
          homeXg: fixture.homeGoals,
          awayXg: fixture.awayGoals,
        })
        .onConflictDoNothing({ target: sportMatches.fixtureKey })
        .returning({ id: sportMatches.id });
      if (!match) return;
      await tx.insert(oddsLines).values(
        priceMatch(fixture.homeGoals, fixture.awayGoals).map((line) => ({
          matchId: match.id,
          leagueId: fixture.leagueId,
          betType: line.betType,
          homeAway: line.homeAway,
          criteria1: line.criteria1,
          odds: line.odds,
        })),
      );
    });
  }

  /** Schedules the fixtures of the days from `first` to `last` that are not scheduled yet. */
  async function scheduleDays(first: number, last: number, leagues?: ScheduledLeague[]): Promise<void> {
    const scheduled = leagues ?? (await scheduledLeagues());
    const fixtures: Fixture[] = [];
    for (let day = first; day <= last; day++) fixtures.push(...fixturesOfDay(day, scheduled));
    if (fixtures.length) {
      const existing = await db
        .select({ key: sportMatches.fixtureKey })
        .from(sportMatches)
        .where(
          inArray(
            sportMatches.fixtureKey,
            fixtures.map((f) => f.fixtureKey),
          ),
        );
      const known = new Set(existing.map((e) => e.key));
      for (const fixture of fixtures) if (!known.has(fixture.fixtureKey)) await schedule(fixture);
    }
  }

  /**
   * Opens each league's outright for the week still to start (this week's until its first kick-off, then
   * next week's), priced from the week's fixtures; once, whatever the number of processes.
   */
  async function openOutrights(leagues: ScheduledLeague[], now: Date): Promise<void> {
    let until: Date | undefined;
    for (const league of leagues) {
      const thisWeek = outrightWeek(weekOfDay(dayOf(now)), league);
      const week =
        thisWeek && thisWeek.closesAt > now ? thisWeek : outrightWeek(weekOfDay(dayOf(now)) + 1, league);
      if (!week) continue;
      if (!until || week.closesAt < until) until = week.closesAt;
      await db.transaction(async (tx) => {
        const [outright] = await tx
          .insert(sportOutrights)
          .values({
            leagueId: league.id,
            week: week.week,
            startsAt: week.startsAt,
            endsAt: week.endsAt,
            closesAt: week.closesAt,
          })
          .onConflictDoNothing()
          .returning({ id: sportOutrights.id });
        if (!outright) return;
        await tx.insert(oddsLines).values(
          priceOutrightWeek(week, league).map((line) => ({
            outrightId: outright.id,
            leagueId: league.id,
            teamId: line.teamId,
            betType: line.betType,
            homeAway: line.homeAway,
            criteria1: line.criteria1,
            odds: line.odds,
          })),
        );
      });
    }
    outrightsOpenUntil = until;
  }

  async function ensureFixtures(): Promise<void> {
    const now = clock();
    const today = dayOf(now);
    const outrightClosed = outrightsOpenUntil !== undefined && outrightsOpenUntil <= now;
    if (scheduledDay === today && !outrightClosed) return;
    const leagues = await scheduledLeagues();
    await scheduleDays(today - 1, today + DAYS_AHEAD, leagues);
    await openOutrights(leagues, now);
    // A match someone bet on stays with its bets (their history names it), and one of a week whose
    // outright is not decided yet stays for its table.
    await db.delete(sportMatches).where(
      and(
        lt(sportMatches.kickoffAt, new Date(now.getTime() - KEEP_MS)),
        notExists(
          db
            .select({ id: sportsBetLegs.id })
            .from(sportsBetLegs)
            .where(eq(sportsBetLegs.matchId, sportMatches.id)),
        ),
        notExists(
          db
            .select({ id: sportOutrights.id })
            .from(sportOutrights)
            .where(
              and(
                eq(sportOutrights.leagueId, sportMatches.leagueId),
                eq(sportOutrights.status, 'open'),
                lte(sportOutrights.startsAt, sportMatches.kickoffAt),
                gt(sportOutrights.endsAt, sportMatches.kickoffAt),
              ),
            ),
        ),
      ),
    );
    scheduledDay = today;
  }

  /** The site's languages as lower-case codes, or none when the site offers no sportsbook. */
  async function sportsbookLanguages(siteId: number): Promise<string[] | undefined> {
    const [offer] = await db
      .select({ id: siteProducts.id })
      .from(siteProducts)
      .where(and(eq(siteProducts.siteId, siteId), eq(siteProducts.category, 'sportsbook')))
      .limit(1);
    if (!offer) return undefined;
    const settings = await siteSettingsById(db, siteId);
    return settings.languages.map((l) => l.code.toLowerCase());
  }

  function matchNames(
    league: { code: string; names: LocalisedNames },
    home: LocalisedNames,
    away: LocalisedNames,
    languages: string[],
  ): LocalisedMatchNames {
    return {
      league_code: league.code,
      league_name: league.names['en'] ?? league.code,
      home_team_name: home['en'] ?? '',
      away_team_name: away['en'] ?? '',
      ...namesFor('home_name', home, languages),
      ...namesFor('away_name', away, languages),
    } as LocalisedMatchNames;
  }

  /**
   * The matches on the board, soonest first, with league and team names: those the feed reports in play,
   * and those still to kick off (a scheduled match whose kick-off passed unreported counts as in play
   * until LIVE_MS after it, a postponed one is listed until then too). Finished ones are not listed.
   */
  async function boardMatches(now: Date, matchId?: number) {
    const recent = new Date(now.getTime() - LIVE_MS);
    return db
      .select({
        id: sportMatches.id,
        kickoffAt: sportMatches.kickoffAt,
        status: sportMatches.status,
        minute: sportMatches.minute,
        homeScore: sportMatches.homeScore,
        awayScore: sportMatches.awayScore,
        suspended: sportMatches.suspended,
        league: { code: sportLeagues.code, names: sportLeagues.names },
        home: { code: homeTeam.code, names: homeTeam.names },
        away: { code: awayTeam.code, names: awayTeam.names },
      })
      .from(sportMatches)
      .innerJoin(sportLeagues, eq(sportLeagues.id, sportMatches.leagueId))
      .innerJoin(homeTeam, eq(homeTeam.id, sportMatches.homeTeamId))
      .innerJoin(awayTeam, eq(awayTeam.id, sportMatches.awayTeamId))
      .where(
        and(
          or(
            inArray(sportMatches.status, ['live', 'half_time']),
            and(
              inArray(sportMatches.status, ['scheduled', 'postponed']),
              gte(sportMatches.kickoffAt, recent),
            ),
          ),
          gte(sportMatches.kickoffAt, new Date(now.getTime() - KEEP_MS)),
          matchId === undefined ? undefined : eq(sportMatches.id, matchId),
        ),
      )
      .orderBy(asc(sportMatches.kickoffAt), asc(sportMatches.id));
  }

  type BoardMatch = Awaited<ReturnType<typeof boardMatches>>[number];

  /** The list's status: in play once the feed says so (or the kick-off passed without it saying). */
  function listStatus(row: BoardMatch, now: Date): SportsMatch['status'] {
    if (row.status === 'live' || row.status === 'half_time' || row.status === 'postponed') return row.status;
    return row.kickoffAt > now ? 'upcoming' : 'live';
  }

  /** Taking bets now: in play as reported, or before its kick-off; never postponed. */
  const priced = (row: BoardMatch, now: Date) =>
    row.status === 'live' ||
    row.status === 'half_time' ||
    (row.status === 'scheduled' && row.kickoffAt > now);

  return {
    async importLeagues(input) {
      const leagues = validateInput(leaguesInput, input, 'invalidLeague');
      await db.transaction(async (tx) => {
        for (const league of leagues) {
          const [row] = await tx
            .insert(sportLeagues)
            .values({ code: league.code, names: league.names })
            .onConflictDoUpdate({ target: sportLeagues.code, set: { names: league.names } })
            .returning({ id: sportLeagues.id });
          if (!row) continue;
          for (const team of league.teams) {
            await tx
              .insert(sportTeams)
              .values({ ...team, leagueId: row.id })
              .onConflictDoUpdate({
                target: sportTeams.code,
                set: { names: team.names, rating: team.rating, leagueId: row.id },
              });
          }
        }
      });
      scheduledDay = undefined;
    },

    ensureFixtures,
    scheduleDays: (first, last) => scheduleDays(first, last),

    async matchList(siteId) {
      const languages = await sportsbookLanguages(siteId);
      if (!languages) return [];
      await ensureFixtures();
      const now = clock();
      const rows = await boardMatches(now);
      return rows.map((row): SportsMatch => ({
        match_id: row.id,
        kickoff_time: row.kickoffAt.toISOString(),
        status: listStatus(row, now),
        minute: row.minute,
        home_score: row.homeScore,
        away_score: row.awayScore,
        ...matchNames(row.league, row.home.names, row.away.names, languages),
        ...namesFor('league_name', row.league.names, languages),
      }));
    },

    async publicOdds(siteId, filter = {}) {
      const languages = await sportsbookLanguages(siteId);
      if (!languages) return { matches: [], leagues: [], teams: [] };
      await ensureFixtures();
      // Prices the feed keeps open: before kick-off, and in play for the markets still undecided.
      const now = clock();
      const matches = (await boardMatches(now, filter.matchId)).filter((row) => priced(row, now));
      const byId = new Map(matches.map((m) => [m.id, m]));
      const betType = filter.betType ? eq(oddsLines.betType, filter.betType) : undefined;
      const matchLines = matches.length
        ? await db
            .select({
              id: oddsLines.id,
              matchId: oddsLines.matchId,
              betType: oddsLines.betType,
              homeAway: oddsLines.homeAway,
              criteria1: oddsLines.criteria1,
              odds: oddsLines.odds,
              suspended: oddsLines.suspended,
            })
            .from(oddsLines)
            .where(and(inArray(oddsLines.matchId, [...byId.keys()]), eq(oddsLines.closed, false), betType))
            .orderBy(asc(oddsLines.id))
        : [];
      const outrights =
        filter.matchId !== undefined
          ? []
          : await db
              .select({
                id: oddsLines.id,
                odds: oddsLines.odds,
                league: { code: sportLeagues.code, names: sportLeagues.names },
                team: { code: sportTeams.code, names: sportTeams.names },
              })
              .from(oddsLines)
              .innerJoin(sportOutrights, eq(sportOutrights.id, oddsLines.outrightId))
              .innerJoin(sportLeagues, eq(sportLeagues.id, oddsLines.leagueId))
              .innerJoin(sportTeams, eq(sportTeams.id, oddsLines.teamId))
              .where(
                and(
                  eq(sportOutrights.status, 'open'),
                  gt(sportOutrights.closesAt, now),
                  // One week per league: the one closing soonest (a later one only after it).
                  sql`${sportOutrights.closesAt} = (select min(o.closes_at) from sport_outrights o
                        where o.league_id = ${sportOutrights.leagueId} and o.status = 'open'
                          and o.closes_at > ${now.toISOString()}::timestamptz)`,
                  eq(oddsLines.closed, false),
                  betType,
                ),
              )
              .orderBy(asc(sportLeagues.code), asc(oddsLines.odds));
      return oddsAnswer(matches, matchLines, outrights, languages);
    },
  };
}
