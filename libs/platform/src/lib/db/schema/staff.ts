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
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { players } from './players';
import { sites } from './sites';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The operator's staff: back-office accounts, apart from the players (a player account never signs in
 * to the back office and a staff account never plays). Staff are disabled, never deleted, so the audit
 * log always names who acted.
 */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: serial('id').primaryKey(),
    /** The sign-in name, stored lower-case. */
    email: text('email').notNull().unique('staff_accounts_email_unique'),
    displayName: text('display_name').notNull(),
    /** scrypt with its parameters, as the players' (players/auth/password-hasher.ts). */
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    /** The Base32 TOTP secret once enrolment is confirmed; null before (or after a reset). */
    totpSecret: text('totp_secret'),
    totpEnrolled: boolean('totp_enrolled').notNull().default(false),
    /** The time step of the last code accepted: a code of that step or an earlier one is refused (replay). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    disabled: boolean('disabled').notNull().default(false),
    /**
     * The password was set by someone else (an owner or the operator command): the member chooses their
     * own before any other call.
     */
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    check(
      'staff_accounts_role_check',
      sql`${t.role} in ('owner', 'siteManager', 'finance', 'support', 'viewer')`,
    ),
    check('staff_accounts_enrolled_check', sql`not ${t.totpEnrolled} or ${t.totpSecret} is not null`),
  ],
);

/** The sites a staff member other than an owner may touch (an owner touches every site). */
export const staffSites = pgTable(
  'staff_sites',
  {
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.staffId, t.siteId] }), index('staff_sites_site_idx').on(t.siteId)],
);

/** Back-office sessions: only the SHA-256 of the token (the staff cookie) is kept. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique('staff_sessions_token_unique'),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    createdAt: at('created_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    /** Absolute expiry; the idle expiry is last_seen_at plus the staff policy's idle time. */
    expiresAt: at('expires_at').notNull(),
    revokedAt: at('revoked_at'),
    clientAddress: text('client_address').notNull(),
    userAgent: text('user_agent').notNull().default(''),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * The short-lived proof that the password step passed: the second step (a TOTP code, or the first code
 * of an enrolment) names it. Only its hash is kept; a pending enrolment keeps the secret it offered until
 * a valid code confirms it.
 */
export const staffSignInChallenges = pgTable(
  'staff_sign_in_challenges',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique('staff_sign_in_challenges_token_unique'),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    pendingSecret: text('pending_secret'),
    createdAt: at('created_at').notNull(),
    expiresAt: at('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: at('consumed_at'),
  },
  (t) => [
    index('staff_sign_in_challenges_staff_idx').on(t.staffId),
    check('staff_sign_in_challenges_purpose_check', sql`${t.purpose} in ('totp', 'enrol')`),
  ],
);

/**
 * Every back-office call and operator change to staff: who, when, from where, what on which site, the
 * record before and after, and whether it was done or refused (with the reason). Append-only: a trigger
 * (migration staff_audit_append_only) refuses UPDATE, DELETE and TRUNCATE. No foreign key on the site,
 * so the entry outlives anything it names.
 */
export const staffAuditLog = pgTable(
  'staff_audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: at('at').notNull(),
    /** Null when no staff member is known (a sign-in for an unknown e-mail, an operator command). */
    staffId: integer('staff_id').references(() => staffAccounts.id),
    clientAddress: text('client_address').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    /** The call's path under backoffice/ (`staff/create`), or the operator command (`operator staff add`). */
    action: text('action').notNull(),
    targetKind: text('target_kind'),
    targetId: text('target_id'),
    siteId: integer('site_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    outcome: text('outcome').notNull(),
    /** For a refusal, the error key answered or a closer reason (`wrongPassword`, `replayedCode`). */
    reason: text('reason'),
  },
  (t) => [
    index('staff_audit_log_at_idx').on(t.at, t.id),
    index('staff_audit_log_staff_idx').on(t.staffId, t.at),
    index('staff_audit_log_site_idx').on(t.siteId, t.at),
    index('staff_audit_log_action_idx').on(t.action, t.at),
    check('staff_audit_log_outcome_check', sql`${t.outcome} in ('ok', 'refused')`),
  ],
);

/**
 * Staff notes on a player's account (a call about a missing deposit, what they were told), read by every
 * role of the player's site. Append-only: no call edits or deletes a note. The body is plain text.
 */
export const staffPlayerNotes = pgTable(
  'staff_player_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    body: text('body').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [index('staff_player_notes_player_idx').on(t.playerId, t.createdAt)],
);

/**
 * The demo staff the demo seed made, with the password hash it gave them: while one of them still has
 * it and is not disabled, a production start refuses to run (as for the demo players).
 */
export const demoStaff = pgTable('demo_staff', {
  staffId: integer('staff_id')
    .primaryKey()
    .references(() => staffAccounts.id, { onDelete: 'cascade' }),
  seededPasswordHash: text('seeded_password_hash').notNull(),
});
