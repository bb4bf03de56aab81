import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { oddsLines, sportMatches, sportOutrights } from './games';
import { players } from './players';
import { sites } from './sites';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A site's sportsbook limits, in minor units of its currency. A site without a row takes the defaults of
 * `betting/bets/sports-settings.ts` (scaled to the currency's digits).
 */
export const sportsbookSettings = pgTable(
  'sportsbook_settings',
  {
    siteId: integer('site_id')
      .primaryKey()
      .references(() => sites.id, { onDelete: 'cascade' }),
    minStakeMinor: bigint('min_stake_minor', { mode: 'number' }).notNull(),
    maxStakeMinor: bigint('max_stake_minor', { mode: 'number' }).notNull(),
    maxPayoutMinor: bigint('max_payout_minor', { mode: 'number' }).notNull(),
    /** The share an early cash out keeps, in basis points (500 = 5 %). */
    cashOutMarginBp: integer('cash_out_margin_bp').notNull().default(500),
  },
  (t) => [
    check(
      'sportsbook_settings_limits_check',
      sql`${t.minStakeMinor} > 0 and ${t.maxStakeMinor} >= ${t.minStakeMinor} and ${t.maxPayoutMinor} >= ${t.maxStakeMinor} and ${t.cashOutMarginBp} between 0 and 5000`,
    ),
  ],
);

/**
 * A player's sports bet: a single or a parlay of legs on separate matches. The stake left the game balance
 * when it was placed (ledger kind bet, key `sports:<public id>:stake`); what it returns is posted once when
 * it settles or is cashed out (`sports:<public id>:return`). request_id makes placing idempotent.
 */
export const sportsBets = pgTable(
  'sports_bets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    publicId: text('public_id').notNull().unique(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    requestId: text('request_id').notNull(),
    /** What the request asked (stake, legs, prices, policy): a retry with other content is refused. */
    requestHash: text('request_hash').notNull(),
    kind: text('kind').notNull(),
    state: text('state').notNull().default('open'),
    stakeMinor: bigint('stake_minor', { mode: 'number' }).notNull(),
    /** The product of the legs' odds taken, two decimals. */
    odds: numeric('odds', { precision: 30, scale: 2, mode: 'string' }).notNull(),
    potentialReturnMinor: bigint('potential_return_minor', { mode: 'number' }).notNull(),
    returnMinor: bigint('return_minor', { mode: 'number' }),
    placedAt: at('placed_at').notNull(),
    settledAt: at('settled_at'),
  },
  (t) => [
    uniqueIndex('sports_bets_request_idx').on(t.playerId, t.requestId),
    index('sports_bets_player_idx').on(t.playerId, t.placedAt),
    index('sports_bets_open_idx')
      .on(t.state)
      .where(sql`${t.state} = 'open'`),
    check('sports_bets_kind_check', sql`${t.kind} in ('single', 'parlay')`),
    check('sports_bets_state_check', sql`${t.state} in ('open', 'won', 'lost', 'void', 'cashed_out')`),
    check('sports_bets_stake_check', sql`${t.stakeMinor} > 0`),
  ],
);

/** A selection of a bet, at the price taken; graded (result) when its match has a result. */
export const sportsBetLegs = pgTable(
  'sports_bet_legs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    betId: bigint('bet_id', { mode: 'number' })
      .notNull()
      .references(() => sportsBets.id),
    lineId: integer('line_id')
      .notNull()
      .references(() => oddsLines.id),
    /** The match of a match market, or null for an outright (which has outright_id). */
    matchId: integer('match_id').references(() => sportMatches.id),
    outrightId: integer('outright_id').references(() => sportOutrights.id),
    betType: text('bet_type').notNull(),
    homeAway: text('home_away').notNull(),
    criteria1: text('criteria1').notNull(),
    odds: numeric('odds', { precision: 8, scale: 2, mode: 'string' }).notNull(),
    /** win, halfWin, void, halfLose or lose; null until graded. */
    result: text('result'),
    /** The match's result_version it was graded on (a score correction grades it again). */
    gradedVersion: integer('graded_version'),
  },
  (t) => [
    index('sports_bet_legs_bet_idx').on(t.betId),
    index('sports_bet_legs_match_idx').on(t.matchId),
    index('sports_bet_legs_outright_idx').on(t.outrightId),
    check('sports_bet_legs_event_check', sql`(${t.matchId} is null) <> (${t.outrightId} is null)`),
    check(
      'sports_bet_legs_result_check',
      sql`${t.result} is null or ${t.result} in ('win', 'halfWin', 'void', 'halfLose', 'lose')`,
    ),
  ],
);
