import { and, asc, eq, gte, inArray, isNull, lt } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { LocalisedMatchNames, SportsMatch } from '@wl/contract';
import type { Db } from '../../db/database';
import { oddsLines, siteProducts, sportLeagues, sportMatches, sportTeams } from '../../db/schema';
import { siteSettingsById } from '../site-records';
import { validateInput } from '../validate-input';
import { DAY_MS, dayOf, fixturesOfDay, type Fixture, type ScheduledLeague } from './fixture-schedule';
import { localisedNamesSchema, namesFor } from './localised-names';
import { priceOutright } from './match-pricing';
import { oddsAnswer } from './odds-answer';
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
        })
        .onConflictDoNothing({ target: sportMatches.fixtureKey })
        .returning({ id: sportMatches.id });
      if (!match) return;
      await tx.insert(oddsLines).values(
        fixture.lines.map((line) => ({
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

  async function ensureFixtures(): Promise<void> {
    const now = clock();
    const today = dayOf(now);
    if (scheduledDay === today) return;
    const leagues = await scheduledLeagues();
    const fixtures: Fixture[] = [];
    for (let day = today - 1; day <= today + DAYS_AHEAD; day++) fixtures.push(...fixturesOfDay(day, leagues));
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
    await db.delete(sportMatches).where(lt(sportMatches.kickoffAt, new Date(now.getTime() - KEEP_MS)));
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

  /** Matches that kick off after `from`, soonest first, with league and team names. */
  async function matchesFrom(from: Date, matchId?: number) {
    return db
      .select({
        id: sportMatches.id,
        kickoffAt: sportMatches.kickoffAt,
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
          gte(sportMatches.kickoffAt, from),
          matchId === undefined ? undefined : eq(sportMatches.id, matchId),
        ),
      )
      .orderBy(asc(sportMatches.kickoffAt), asc(sportMatches.id));
  }

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
          const teams = await tx.select().from(sportTeams).where(eq(sportTeams.leagueId, row.id));
          await tx.delete(oddsLines).where(and(eq(oddsLines.leagueId, row.id), isNull(oddsLines.matchId)));
          await tx.insert(oddsLines).values(
            priceOutright(teams).map((line) => ({
              leagueId: row.id,
              teamId: teams.find((t) => t.code === line.criteria1)?.id ?? null,
              betType: line.betType,
              homeAway: line.homeAway,
              criteria1: line.criteria1,
              odds: line.odds,
            })),
          );
        }
      });
      scheduledDay = undefined;
    },

    ensureFixtures,

    async matchList(siteId) {
      const languages = await sportsbookLanguages(siteId);
      if (!languages) return [];
      await ensureFixtures();
      const now = clock();
      const rows = await matchesFrom(new Date(now.getTime() - LIVE_MS));
      return rows.map((row): SportsMatch => ({
        match_id: row.id,
        kickoff_time: row.kickoffAt.toISOString(),
        status: row.kickoffAt > now ? 'upcoming' : 'live',
        ...matchNames(row.league, row.home.names, row.away.names, languages),
        ...namesFor('league_name', row.league.names, languages),
      }));
    },

    async publicOdds(siteId, filter = {}) {
      const languages = await sportsbookLanguages(siteId);
      if (!languages) return { matches: [], leagues: [], teams: [] };
      await ensureFixtures();
      // Odds are offered until kick-off; live matches are listed but not priced.
      const matches = await matchesFrom(clock(), filter.matchId);
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
            })
            .from(oddsLines)
            .where(and(inArray(oddsLines.matchId, [...byId.keys()]), betType))
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
              .innerJoin(sportLeagues, eq(sportLeagues.id, oddsLines.leagueId))
              .innerJoin(sportTeams, eq(sportTeams.id, oddsLines.teamId))
              .where(and(isNull(oddsLines.matchId), betType))
              .orderBy(asc(sportLeagues.code), asc(oddsLines.odds));
      return oddsAnswer(matches, matchLines, outrights, languages);
    },
  };
}
