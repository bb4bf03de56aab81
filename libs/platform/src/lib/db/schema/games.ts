import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sites } from './sites';

/**
 * A game studio whose games the platform offers (JILI, PPLAY, ...), and how to reach it: the page its games
 * launch on, and the secret its wallet calls are signed with (docs/wallet-protocol.md). A provider without
 * a launch URL or a secret cannot be launched.
 */
export const gameProviders = pgTable('game_providers', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull(),
  launchUrl: text('launch_url').notNull().default(''),
  walletSecret: text('wallet_secret').notNull().default(''),
  /** The currencies it plays in; empty: every currency. */
  currencies: jsonb('currencies').$type<string[]>().notNull().default([]),
  enabled: boolean('enabled').notNull().default(true),
});

/** The catalogue: one row per game of a provider; game_type is its category (slots, livecasino, ...). */
export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    providerCode: text('provider_code')
      .notNull()
      .references(() => gameProviders.code),
    gameCode: text('game_code').notNull(),
    gameName: text('game_name').notNull(),
    gameType: text('game_type').notNull(),
    hot: boolean('hot').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    popular: boolean('popular').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    position: integer('position').notNull(),
    active: boolean('active').notNull().default(true),
    /** Whether a guest may play it with play money (live dealer tables have no fun mode). */
    funMode: boolean('fun_mode').notNull().default(true),
    /**
     * The engine the provider plays a game of a kind it has no engine of with ('keno' for a bingo game),
     * as its catalogue answer says; null: the game plays as itself, or the provider has not said yet.
     */
    playsAs: text('plays_as'),
  },
  (t) => [
    uniqueIndex('games_provider_code_unique').on(t.providerCode, t.gameCode),
    index('games_type_idx').on(t.gameType, t.providerCode),
  ],
);

/** What a site offers: the games of a provider in a category. provider_count is derived from it. */
export const siteProducts = pgTable(
  'site_products',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    providerCode: text('provider_code')
      .notNull()
      .references(() => gameProviders.code),
  },
  (t) => [uniqueIndex('site_products_unique').on(t.siteId, t.category, t.providerCode)],
);

/** Names per language code (en, cn, ...): sites/sportsbook/team-names.ts validates them. */
export type LocalisedNames = Record<string, string>;

export const sportLeagues = pgTable('sport_leagues', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  names: jsonb('names').$type<LocalisedNames>().notNull(),
});

export const sportTeams = pgTable('sport_teams', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  leagueId: integer('league_id')
    .notNull()
    .references(() => sportLeagues.id),
  names: jsonb('names').$type<LocalisedNames>().notNull(),
  /** Strength used to price the team's matches (expected goals). */
  rating: integer('rating').notNull(),
});

export const sportMatches = pgTable(
  'sport_matches',
  {
    id: serial('id').primaryKey(),
    /** Deterministic id of the fixture (day and slot), so two processes never schedule it twice. */
    fixtureKey: text('fixture_key').notNull().unique(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => sportLeagues.id),
    homeTeamId: integer('home_team_id')
      .notNull()
      .references(() => sportTeams.id),
    awayTeamId: integer('away_team_id')
      .notNull()
      .references(() => sportTeams.id),
    kickoffAt: timestamp('kickoff_at', { withTimezone: true }).notNull(),
    /** The teams' expected goals the fixture was priced from; the feed moves prices around them. */
    homeXg: numeric('home_xg', { precision: 5, scale: 2, mode: 'number' }).notNull().default(1.45),
    awayXg: numeric('away_xg', { precision: 5, scale: 2, mode: 'number' }).notNull().default(1.15),
    /** What the match feed last reported (betting/feed): scheduled, live, half_time, finished, postponed, abandoned. */
    status: text('status').notNull().default('scheduled'),
    minute: integer('minute'),
    homeScore: integer('home_score'),
    awayScore: integer('away_score'),
    htHome: integer('ht_home'),
    htAway: integer('ht_away'),
    /** H or A: who scored the first and (once finished) the last goal. */
    firstGoal: text('first_goal'),
    lastGoal: text('last_goal'),
    /** Betting on the whole match is suspended (around a goal, kick-off, the restart). */
    suspended: boolean('suspended').notNull().default(false),
    /** Counts the results the match has had: 1 once finished or abandoned, one more per score correction. */
    resultVersion: integer('result_version').notNull().default(0),
    /** When the feed last changed the row. */
    feedAt: timestamp('feed_at', { withTimezone: true }),
  },
  (t) => [
    index('sport_matches_kickoff_idx').on(t.kickoffAt),
    check(
      'sport_matches_status_check',
      sql`${t.status} in ('scheduled', 'live', 'half_time', 'finished', 'postponed', 'abandoned')`,
    ),
  ],
);

/**
 * A league's week as an outright market (OR: who tops the week's table): bets close at the week's first
 * kick-off; once every match of the week is over it is settled with the winner (points, goal difference,
 * goals scored, then rating), or void when none was played. result_version counts its results as a
 * match's does (a score correction of one of its matches can change the winner).
 */
export const sportOutrights = pgTable(
  'sport_outrights',
  {
    id: serial('id').primaryKey(),
    leagueId: integer('league_id')
      .notNull()
      .references(() => sportLeagues.id),
    /** Weeks since Monday 1970-01-05 (UTC). */
    week: integer('week').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** The week's first kick-off: no bets from then on. */
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    /** open, settled (winner known) or void (no match of the week was played). */
    status: text('status').notNull().default('open'),
    winnerTeamId: integer('winner_team_id').references(() => sportTeams.id),
    resultVersion: integer('result_version').notNull().default(0),
  },
  (t) => [
    uniqueIndex('sport_outrights_week_idx').on(t.leagueId, t.week),
    check('sport_outrights_status_check', sql`${t.status} in ('open', 'settled', 'void')`),
  ],
);

/**
 * One priced selection. Match markets have a match; outrights (OR) have their league's week and a team.
 * home_away is the selection (H, A, D, O, U, ...); criteria1 the line (handicap, total, score, ...).
 */
export const oddsLines = pgTable(
  'odds_lines',
  {
    id: serial('id').primaryKey(),
    matchId: integer('match_id').references(() => sportMatches.id, { onDelete: 'cascade' }),
    leagueId: integer('league_id')
      .notNull()
      .references(() => sportLeagues.id),
    teamId: integer('team_id').references(() => sportTeams.id),
    outrightId: integer('outright_id').references(() => sportOutrights.id, { onDelete: 'cascade' }),
    betType: text('bet_type').notNull(),
    homeAway: text('home_away').notNull(),
    criteria1: text('criteria1').notNull(),
    odds: numeric('odds', { precision: 8, scale: 2, mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Priced but not taking bets for now (the feed suspends a market around an event). */
    suspended: boolean('suspended').notNull().default(false),
    /** No longer offered (decided, or the main line moved on); kept for the bets that hold it. */
    closed: boolean('closed').notNull().default(false),
  },
  (t) => [
    index('odds_lines_match_idx').on(t.matchId),
    index('odds_lines_league_idx').on(t.leagueId),
    uniqueIndex('odds_lines_selection_idx')
      .on(t.matchId, t.betType, t.homeAway, t.criteria1)
      .where(sql`${t.matchId} is not null`),
    uniqueIndex('odds_lines_outright_idx')
      .on(t.outrightId, t.criteria1)
      .where(sql`${t.outrightId} is not null`),
  ],
);
