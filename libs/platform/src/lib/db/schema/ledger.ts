import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { players } from './players';
import { sites } from './sites';

/**
 * Ledger accounts: a player's pockets per asset (available, frozen) and the site's house accounts
 * (cash, games, bonus, adjustment). Only player pockets keep a running balance, locked per posting;
 * a house balance is the sum of its entries, so postings of different players never wait on one row.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    playerId: integer('player_id').references(() => players.id),
    asset: text('asset').notNull(),
    pocket: text('pocket').notNull(),
    balanceMinor: bigint('balance_minor', { mode: 'number' }).notNull().default(0),
  },
  (t) => [
    unique('ledger_accounts_owner_unique').on(t.siteId, t.playerId, t.asset, t.pocket).nullsNotDistinct(),
    index('ledger_accounts_player_idx').on(t.playerId),
    check('ledger_accounts_asset_check', sql`${t.asset} in ('game', 'token')`),
    check('ledger_accounts_player_balance_check', sql`${t.playerId} is null or ${t.balanceMinor} >= 0`),
  ],
);

/** One posting: a positive amount moved between two accounts of one asset, once per idempotency key. */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    kind: text('kind').notNull(),
    asset: text('asset').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    reason: text('reason').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('ledger_transactions_key_unique').on(t.siteId, t.idempotencyKey),
    index('ledger_transactions_player_kind_idx').on(t.playerId, t.kind),
    // A player's postings of a recent window: the loss limits' net loss and the reality check's result.
    index('ledger_transactions_player_created_idx').on(t.playerId, t.createdAt),
    /** A site's postings by time: the back office's daily reports. */
    index('ledger_transactions_site_created_idx').on(t.siteId, t.createdAt),
    check('ledger_transactions_amount_check', sql`${t.amountMinor} > 0`),
  ],
);

/** The two entries of a posting (one negative, one positive, summing to zero); never changed. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** The account's balance after this entry; null for house accounts, which keep no running balance. */
    balanceAfterMinor: bigint('balance_after_minor', { mode: 'number' }),
  },
  (t) => [
    index('ledger_entries_account_idx').on(t.accountId, t.id),
    index('ledger_entries_transaction_idx').on(t.transactionId),
    check('ledger_entries_amount_check', sql`${t.amountMinor} <> 0`),
  ],
);
