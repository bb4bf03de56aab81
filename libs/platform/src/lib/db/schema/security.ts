import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from './players';
import { sites } from './sites';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Login sessions: only the SHA-256 of the token (the `auth` field) is kept. */
export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    /** Absolute expiry; the idle expiry is last_seen_at plus the policy's idle time. */
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    clientAddress: text('client_address').notNull(),
    /** The browser's User-Agent at sign-in (cut to 512 characters): the player's list of sessions shows it. */
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('sessions_player_idx').on(t.playerId)],
);

/**
 * The sign-in attempts of a player that reached the check of a password or code (a throttled or
 * rate-limited call does not): when, from where, with what, and the outcome ('ok', or the error key the
 * sign-in answered). The player's security page lists them; a success names the session it opened.
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    at: at('at').notNull(),
    address: text('address').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    method: text('method').notNull(),
    outcome: text('outcome').notNull(),
    /** The session a successful sign-in opened (sessions are purged: no reference). */
    sessionId: integer('session_id'),
  },
  (t) => [
    index('sign_in_attempts_player_idx').on(t.playerId, t.at),
    check('sign_in_attempts_method_check', sql`${t.method} in ('password', 'code', 'signup')`),
  ],
);

/** One-time codes (TAC) sent by SMS: only a salted hash is kept; the newest code of a purpose counts. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    salt: text('salt').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: at('consumed_at'),
  },
  (t) => [
    index('one_time_codes_player_purpose_idx').on(t.playerId, t.purpose, t.createdAt),
    check('one_time_codes_purpose_check', sql`${t.purpose} in ('register', 'login', 'forgot')`),
  ],
);

/** Fixed-window request counters shared by every server process (login and code calls). */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: at('window_start').notNull(),
  count: integer('count').notNull(),
});

/** Text messages written by the default SMS sender; the operator command reads them. */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    phone: text('phone').notNull(),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('sms_outbox_site_idx').on(t.siteId, t.id)],
);

/**
 * The demo players the demo seed made, with the password hash it gave them: while a player still has that
 * hash, the published demo password opens the account, and a production start refuses to run.
 */
export const demoAccounts = pgTable('demo_accounts', {
  playerId: integer('player_id')
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  seededPasswordHash: text('seeded_password_hash').notNull(),
});
