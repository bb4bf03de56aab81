import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { sites } from './sites';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** A player account. It belongs to one site: the same account_id on another site is another player. */
export const players = pgTable(
  'players',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    /** Stored lower-case; the sign-up and login calls compare case-insensitively. */
    accountId: text('account_id').notNull(),
    /** scrypt with its parameters, so they can be raised later: scrypt$ln=..,r=..,p=..$salt$hash. */
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull().default(''),
    contactPhone: text('contact_phone').notNull(),
    contactEmail: text('contact_email').notNull().default(''),
    referrerCode: text('referrer_code'),
    ch: text('ch'),
    cm: text('cm'),
    pp: text('pp'),
    affiliateCode: text('affiliate_code'),
    fbp: text('fbp'),
    appsflyerId: text('appsflyer_id'),
    visitorId: text('visitor_id'),
    /** active, blocked or closed; check_status answers BLOCK or CLOSE for the last two. */
    status: text('status').notNull().default('active'),
    phoneVerifiedAt: at('phone_verified_at'),
    /** The player's own choice: false refuses sign-in by code (where the site offers it at all). */
    codeLogin: boolean('code_login').notNull().default(true),
    lastLoginAt: at('last_login_at'),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    unique('players_site_account_unique').on(t.siteId, t.accountId),
    // The sign-up's cap on accounts per phone counts by it.
    index('players_site_phone_idx').on(t.siteId, t.contactPhone),
    check('players_status_check', sql`${t.status} in ('active', 'blocked', 'closed')`),
  ],
);

/** A player's favourite games, with the catalogue's name, type and artwork at the time they were added. */
export const favourites = pgTable(
  'favourites',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** The catalogue game's id (games belong to the sites half of the schema). */
    gameId: integer('game_id').notNull(),
    providerCode: text('provider_code').notNull(),
    gameCode: text('game_code').notNull(),
    gameName: text('game_name').notNull(),
    gameType: text('game_type').notNull(),
    imgUrl: text('img_url').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [unique('favourites_player_game_unique').on(t.playerId, t.providerCode, t.gameCode)],
);

/** Messages in a player's inbox; a message may carry a reward that the player claims once. */
export const inboxMessages = pgTable(
  'inbox_messages',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** game or token; null when the message carries no reward. */
    rewardAsset: text('reward_asset'),
    rewardMinor: bigint('reward_minor', { mode: 'number' }).notNull().default(0),
    expiresAt: at('expires_at'),
    createdAt: at('created_at').notNull(),
    claimedAt: at('claimed_at'),
    /** When the player first opened it (on any device); a claim reads it too. */
    readAt: at('read_at'),
    /** The ledger transaction that paid the reward. */
    claimTransactionId: bigint('claim_transaction_id', { mode: 'number' }),
  },
  (t) => [
    index('inbox_messages_player_idx').on(t.playerId, t.createdAt),
    check('inbox_messages_reward_check', sql`${t.rewardMinor} >= 0`),
  ],
);

/**
 * A site's VIP levels: a player is at the highest level whose deposit and turnover thresholds their
 * lifetime deposits and turnover (both from the ledger) have reached.
 */
export const vipLevels = pgTable(
  'vip_levels',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    level: integer('level').notNull(),
    vipName: text('vip_name').notNull(),
    startingDepositMinor: bigint('starting_deposit_minor', { mode: 'number' }).notNull(),
    startingTurnoverMinor: bigint('starting_turnover_minor', { mode: 'number' }).notNull(),
  },
  (t) => [
    unique('vip_levels_site_level_unique').on(t.siteId, t.level),
    check(
      'vip_levels_thresholds_check',
      sql`${t.startingDepositMinor} >= 0 and ${t.startingTurnoverMinor} >= 0`,
    ),
  ],
);
