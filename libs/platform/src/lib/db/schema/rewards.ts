import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { players } from './players';
import { sites } from './sites';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A site's rewards settings (time zone, tokens earned per amount wagered, the wheel, dice rules, the
 * leaderboard's metric and prizes), validated on write by rewards-settings.ts; a site without a row uses
 * the defaults there.
 */
export const siteRewards = pgTable('site_rewards', {
  siteId: integer('site_id')
    .primaryKey()
    .references(() => sites.id, { onDelete: 'cascade' }),
  settings: jsonb('settings').notNull().default({}),
  updatedAt: at('updated_at').notNull(),
});

/**
 * A player's fairness seeds: the server seed is shown only as its SHA-256 while in use (revealed_at
 * null, one such row per player); rotating sets revealed_at and the answer then shows the seed itself.
 */
export const fairnessSeeds = pgTable(
  'fairness_seeds',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The nonce the next round with these seeds takes. */
    nextNonce: integer('next_nonce').notNull().default(0),
    createdAt: at('created_at').notNull(),
    revealedAt: at('revealed_at'),
  },
  (t) => [
    uniqueIndex('fairness_seeds_one_active_idx')
      .on(t.playerId)
      .where(sql`${t.revealedAt} is null`),
    check('fairness_seeds_nonce_check', sql`${t.nextNonce} >= 0`),
  ],
);

/**
 * A token round (lucky spin or dice). It opens with its stake frozen and its result fixed by the seeds
 * and nonce, and settles by spending the stake and paying the prize; an open round is settled by the next
 * call or the sweep, never played twice (one per request id, one per seed and nonce).
 */
export const minigameRounds = pgTable(
  'minigame_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    requestId: text('request_id').notNull(),
    game: text('game').notNull(),
    seedId: integer('seed_id')
      .notNull()
      .references(() => fairnessSeeds.id),
    nonce: integer('nonce').notNull(),
    stake: bigint('stake', { mode: 'number' }).notNull(),
    free: boolean('free').notNull().default(false),
    /** The site-time-zone day of a free spin: one per player and day. */
    freeDay: text('free_day'),
    /** dice: { target, direction }; spin: the wheel as it was. */
    params: jsonb('params').notNull().default({}),
    /** spin: the segment index; dice: the roll in hundredths (0..10000). */
    outcome: integer('outcome').notNull(),
    /** dice: the payout multiplier in ten-thousandths; spin: 0. */
    multiplierBp: integer('multiplier_bp').notNull().default(0),
    won: boolean('won').notNull(),
    prizeKind: text('prize_kind').notNull(),
    /** tokens, minor units of the site currency for cash, or rounds for freeSpins. */
    prizeAmount: bigint('prize_amount', { mode: 'number' }).notNull().default(0),
    state: text('state').notNull().default('open'),
    createdAt: at('created_at').notNull(),
    settledAt: at('settled_at'),
  },
  (t) => [
    unique('minigame_rounds_request_unique').on(t.playerId, t.requestId),
    unique('minigame_rounds_seed_nonce_unique').on(t.seedId, t.nonce),
    uniqueIndex('minigame_rounds_free_day_idx')
      .on(t.playerId, t.freeDay)
      .where(sql`${t.free}`),
    index('minigame_rounds_player_idx').on(t.playerId, t.id),
    index('minigame_rounds_open_idx')
      .on(t.state)
      .where(sql`${t.state} = 'open'`),
    check('minigame_rounds_game_check', sql`${t.game} in ('spin', 'dice')`),
    check('minigame_rounds_state_check', sql`${t.state} in ('open', 'settled')`),
    check('minigame_rounds_prize_check', sql`${t.prizeKind} in ('tokens', 'cash', 'freeSpins', 'nothing')`),
    check('minigame_rounds_amounts_check', sql`${t.stake} >= 0 and ${t.prizeAmount} >= 0`),
  ],
);

/** Wagering that has not yet earned a whole token, per player (tokens per amount wagered). */
export const tokenEarnings = pgTable('token_earnings', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  /** Minor units wagered since the last whole token (below the site's unit). */
  carryMinor: bigint('carry_minor', { mode: 'number' }).notNull().default(0),
  earned: bigint('earned', { mode: 'number' }).notNull().default(0),
});

/**
 * A site's missions, set by the operator: daily or weekly, a kind of real event counted (wager on a
 * category, distinct games, deposit, sign-in days in a row, a win multiplier), its target and reward.
 */
export const missions = pgTable(
  'missions',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    period: text('period').notNull(),
    kind: text('kind').notNull(),
    /** wager and deposit: minor units; win_multiplier: hundredths; otherwise a count. */
    target: bigint('target', { mode: 'number' }).notNull(),
    category: text('category'),
    rewardKind: text('reward_kind').notNull(),
    /** tokens, or minor units of the site currency. */
    rewardAmount: bigint('reward_amount', { mode: 'number' }).notNull(),
    position: integer('position').notNull().default(0),
    active: boolean('active').notNull().default(true),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    unique('missions_site_code_unique').on(t.siteId, t.code),
    check('missions_period_check', sql`${t.period} in ('daily', 'weekly')`),
    check(
      'missions_kind_check',
      sql`${t.kind} in ('wager', 'distinct_games', 'deposit', 'login_days', 'win_multiplier')`,
    ),
    check('missions_reward_check', sql`${t.rewardKind} in ('tokens', 'cash') and ${t.rewardAmount} > 0`),
    check('missions_target_check', sql`${t.target} > 0`),
  ],
);

/** A mission's reward paid for one period: once per player, mission and period. */
export const missionClaims = pgTable(
  'mission_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id, { onDelete: 'cascade' }),
    periodStart: at('period_start').notNull(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [unique('mission_claims_once_unique').on(t.playerId, t.missionId, t.periodStart)],
);

/** A site's weekly tournament: ranked by amount wagered or best win multiplier, prizes paid once at the end. */
export const leaderboardPeriods = pgTable(
  'leaderboard_periods',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    startsAt: at('starts_at').notNull(),
    endsAt: at('ends_at').notNull(),
    metric: text('metric').notNull(),
    /** [{ rank, kind, amount }] as set when the period opened. */
    prizes: jsonb('prizes').notNull().default([]),
    state: text('state').notNull().default('open'),
    paidAt: at('paid_at'),
  },
  (t) => [
    unique('leaderboard_periods_site_start_unique').on(t.siteId, t.startsAt),
    check('leaderboard_periods_metric_check', sql`${t.metric} in ('wagered', 'multiplier')`),
    check('leaderboard_periods_state_check', sql`${t.state} in ('open', 'paid')`),
  ],
);

/** A period's final ranking, written once when it is paid. */
export const leaderboardResults = pgTable(
  'leaderboard_results',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    periodId: integer('period_id')
      .notNull()
      .references(() => leaderboardPeriods.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** wagered: minor units; multiplier: hundredths. */
    score: bigint('score', { mode: 'number' }).notNull(),
    prizeKind: text('prize_kind').notNull().default('nothing'),
    prizeAmount: bigint('prize_amount', { mode: 'number' }).notNull().default(0),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
  },
  (t) => [
    unique('leaderboard_results_rank_unique').on(t.periodId, t.rank),
    unique('leaderboard_results_player_unique').on(t.periodId, t.playerId),
  ],
);
