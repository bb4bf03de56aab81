import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { players } from './players';
import { sites } from './sites';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A player's referral code, made at the first look at the referral page; a sign-up's referrer_code names
 * it. Unique per site and never changed, so a referred player's referrer is found by the code they signed
 * up with.
 */
export const referralCodes = pgTable(
  'referral_codes',
  {
    playerId: integer('player_id')
      .primaryKey()
      .references(() => players.id, { onDelete: 'cascade' }),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [unique('referral_codes_site_code_unique').on(t.siteId, t.code)],
);

/** A site-time-zone day whose commission is settled: one row per site and day, written with its postings. */
export const referralSettlements = pgTable(
  'referral_settlements',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** The terms the day was settled with. */
    commissionPercent: text('commission_percent').notNull(),
    basis: text('basis').notNull(),
    referrers: integer('referrers').notNull().default(0),
    paidMinor: bigint('paid_minor', { mode: 'number' }).notNull().default(0),
    settledAt: at('settled_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.siteId, t.day] })],
);

/**
 * What one referred player's play earned their referrer on a settled day (never negative); the day's
 * commission of a referrer is one referralCommission posting, key referral:<day>:<referrer>.
 */
export const referralCommissions = pgTable(
  'referral_commissions',
  {
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    referrerId: integer('referrer_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    referredId: integer('referred_id')
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** The referred player's net loss or turnover that day, in minor units (net loss may be below zero). */
    basisMinor: bigint('basis_minor', { mode: 'number' }).notNull(),
    commissionMinor: bigint('commission_minor', { mode: 'number' }).notNull(),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
  },
  (t) => [
    primaryKey({ columns: [t.siteId, t.day, t.referredId] }),
    index('referral_commissions_referrer_idx').on(t.referrerId, t.day),
    check('referral_commissions_amount_check', sql`${t.commissionMinor} >= 0`),
  ],
);
