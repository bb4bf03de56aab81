import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { gameProviders } from './games';
import { players } from './players';
import { sites } from './sites';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A game opened by a player: the launch token (stored hashed) bound to the player, the game and the
 * currency. The provider exchanges the token once (authenticate), then names the session with it.
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    providerCode: text('provider_code')
      .notNull()
      .references(() => gameProviders.code),
    gameCode: text('game_code').notNull(),
    currency: text('currency').notNull(),
    createdAt: at('created_at').notNull(),
    lastUsedAt: at('last_used_at').notNull(),
    authenticatedAt: at('authenticated_at'),
    /** The player's session time limit ends the game session here (null: no limit). */
    endsAt: at('ends_at'),
  },
  (t) => [index('game_sessions_player_idx').on(t.playerId)],
);

export const GAME_ROUND_STATUSES = ['open', 'closed'] as const;

/** A round of a game as its provider's wallet calls made it: what was bet, won and refunded in it. */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    providerCode: text('provider_code').notNull(),
    roundId: text('round_id').notNull(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    gameCode: text('game_code').notNull(),
    gameName: text('game_name').notNull(),
    gameType: text('game_type').notNull(),
    betMinor: bigint('bet_minor', { mode: 'number' }).notNull().default(0),
    winMinor: bigint('win_minor', { mode: 'number' }).notNull().default(0),
    refundMinor: bigint('refund_minor', { mode: 'number' }).notNull().default(0),
    /** Free rounds played in the round and not rolled back (they stake no money: bet_minor stays 0). */
    freeBets: integer('free_bets').notNull().default(0),
    /** A win was credited: its bets can no longer be rolled back. */
    paid: boolean('paid').notNull().default(false),
    status: text('status').notNull().default('open'),
    startedAt: at('started_at').notNull(),
    endedAt: at('ended_at'),
  },
  (t) => [
    unique('game_rounds_provider_round_unique').on(t.providerCode, t.roundId),
    index('game_rounds_player_started_idx').on(t.playerId, t.startedAt),
    check('game_rounds_status_check', sql`${t.status} in ('open', 'closed')`),
  ],
);

export const WALLET_MOVE_KINDS = ['bet', 'win', 'rollback'] as const;

/**
 * Every money call of a provider, once per (provider, transaction id), written in the same database
 * transaction as its ledger posting. A bet rolled back keeps its row with state rolled_back; a rollback
 * of a bet that never arrived leaves a tombstone row under the bet's id, so the late bet is refused.
 */
export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    providerCode: text('provider_code').notNull(),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind').notNull(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    roundId: text('round_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    referenceTransactionId: text('reference_transaction_id'),
    state: text('state').notNull().default('done'),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
    /** A free round's bet: the grant whose round it used (amount 0, no ledger posting). */
    freeRoundGrantId: bigint('free_round_grant_id', { mode: 'number' }),
    createdAt: at('created_at').notNull(),
  },
  (t) => [
    unique('wallet_transactions_provider_id_unique').on(t.providerCode, t.transactionId),
    index('wallet_transactions_round_idx').on(t.providerCode, t.roundId),
    check('wallet_transactions_kind_check', sql`${t.kind} in ('bet', 'win', 'rollback')`),
    check('wallet_transactions_state_check', sql`${t.state} in ('done', 'rolled_back', 'tombstone')`),
    check('wallet_transactions_amount_check', sql`${t.amountMinor} >= 0`),
  ],
);
