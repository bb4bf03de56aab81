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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { players } from './players';
import { sites } from './sites';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A payment service provider the platform is a merchant of (docs/payment-protocol.md): its API, our
 * merchant id there and the secret that signs both directions.
 */
export const paymentProviders = pgTable('payment_providers', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  apiUrl: text('api_url').notNull(),
  merchantId: text('merchant_id').notNull(),
  secret: text('secret').notNull(),
  enabled: boolean('enabled').notNull().default(true),
});

/** A payment method a site offers, through one provider, with its limits and fee per transaction. */
export const paymentMethods = pgTable(
  'payment_methods',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** bank_transfer, ewallet or card: the provider's hosted page for it. */
    kind: text('kind').notNull(),
    providerCode: text('provider_code')
      .notNull()
      .references(() => paymentProviders.code),
    minMinor: bigint('min_minor', { mode: 'number' }).notNull(),
    maxMinor: bigint('max_minor', { mode: 'number' }).notNull(),
    feeFixedMinor: bigint('fee_fixed_minor', { mode: 'number' }).notNull().default(0),
    /** Hundredths of a percent: 150 is 1.5 %. */
    feeBasisPoints: integer('fee_basis_points').notNull().default(0),
    deposits: boolean('deposits').notNull().default(true),
    payouts: boolean('payouts').notNull().default(false),
    position: integer('position').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
  },
  (t) => [
    unique('payment_methods_site_code_unique').on(t.siteId, t.code),
    check('payment_methods_kind_check', sql`${t.kind} in ('bank_transfer', 'ewallet', 'card')`),
    check(
      'payment_methods_limits_check',
      sql`${t.minMinor} > 0 and ${t.maxMinor} >= ${t.minMinor} and ${t.feeFixedMinor} >= 0 and ${t.feeBasisPoints} between 0 and 10000`,
    ),
  ],
);

/** A bank a site pays out to; account numbers must match its pattern. */
export const banks = pgTable(
  'banks',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** A regular expression an account number (digits only, spaces removed) must match in full. */
    accountPattern: text('account_pattern').notNull(),
    /** What the pattern means, for the form's hint: "10 to 12 digits". */
    accountFormat: text('account_format').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [unique('banks_site_code_unique').on(t.siteId, t.code)],
);

/** A site's withdrawal rules; a site without a row has the defaults. */
export const cashierSettings = pgTable('cashier_settings', {
  siteId: integer('site_id')
    .primaryKey()
    .references(() => sites.id),
  maxPendingWithdrawals: integer('max_pending_withdrawals').notNull().default(3),
  maxWithdrawalsPerDay: integer('max_withdrawals_per_day').notNull().default(5),
  /** Deposits × this / 100 must be wagered before they can be withdrawn (100: once). */
  wageringPercent: integer('wagering_percent').notNull().default(100),
  depositExpiryMinutes: integer('deposit_expiry_minutes').notNull().default(30),
});

/** A player's own bank account; removed ones stay for the withdrawals made to them. */
export const playerBankAccounts = pgTable(
  'player_bank_accounts',
  {
    id: serial('id').primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    bankCode: text('bank_code').notNull(),
    holderName: text('holder_name').notNull(),
    accountNumber: text('account_number').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: at('created_at').notNull(),
    removedAt: at('removed_at'),
  },
  (t) => [
    index('player_bank_accounts_player_idx').on(t.playerId),
    uniqueIndex('player_bank_accounts_live_unique')
      .on(t.playerId, t.bankCode, t.accountNumber)
      .where(sql`${t.removedAt} is null`),
  ],
);

/** A deposit: created → pending (at the PSP) → completed | failed | expired | cancelled. */
export const deposits = pgTable(
  'deposits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** What the player, the PSP (as its reference) and the operator see: dep_ and random characters. */
    publicId: text('public_id').notNull().unique(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    methodCode: text('method_code').notNull(),
    methodName: text('method_name').notNull(),
    providerCode: text('provider_code').notNull(),
    /** What the wallet is credited. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    /** Paid on top: the PSP payment is amount + fee. */
    feeMinor: bigint('fee_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    state: text('state').notNull(),
    requestId: text('request_id').notNull(),
    pspPaymentId: text('psp_payment_id'),
    redirectUrl: text('redirect_url').notNull().default(''),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
    expiresAt: at('expires_at').notNull(),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    unique('deposits_player_request_unique').on(t.playerId, t.requestId),
    uniqueIndex('deposits_psp_payment_unique')
      .on(t.providerCode, t.pspPaymentId)
      .where(sql`${t.pspPaymentId} is not null`),
    index('deposits_player_idx').on(t.playerId, t.id),
    index('deposits_state_idx').on(t.state, t.expiresAt),
    check('deposits_amount_check', sql`${t.amountMinor} > 0 and ${t.feeMinor} >= 0`),
    check(
      'deposits_state_check',
      sql`${t.state} in ('created', 'pending', 'completed', 'failed', 'expired', 'cancelled')`,
    ),
  ],
);

/** A withdrawal: pending (held) → approved (sent to the PSP) → paid, or rejected | cancelled | failed. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    publicId: text('public_id').notNull().unique(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id),
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    methodCode: text('method_code').notNull(),
    methodName: text('method_name').notNull(),
    providerCode: text('provider_code').notNull(),
    bankAccountId: integer('bank_account_id')
      .notNull()
      .references(() => playerBankAccounts.id),
    /** Held from the balance; the player receives amount − fee. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    feeMinor: bigint('fee_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    state: text('state').notNull(),
    requestId: text('request_id').notNull(),
    holdTransactionId: bigint('hold_transaction_id', { mode: 'number' }).notNull(),
    /** The posting that ended the hold: its release (rejected, cancelled, failed) or its payout (paid). */
    settleTransactionId: bigint('settle_transaction_id', { mode: 'number' }),
    pspPayoutId: text('psp_payout_id'),
    reason: text('reason').notNull().default(''),
    createdAt: at('created_at').notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [
    unique('withdrawals_player_request_unique').on(t.playerId, t.requestId),
    index('withdrawals_player_idx').on(t.playerId, t.id),
    index('withdrawals_state_idx').on(t.state, t.id),
    check('withdrawals_amount_check', sql`${t.amountMinor} > 0 and ${t.feeMinor} >= 0`),
    check(
      'withdrawals_state_check',
      sql`${t.state} in ('pending', 'approved', 'paid', 'rejected', 'cancelled', 'failed')`,
    ),
    check(
      'withdrawals_settled_check',
      sql`(${t.state} in ('pending', 'approved')) = (${t.settleTransactionId} is null)`,
    ),
  ],
);

/** Every state change of a deposit or withdrawal, with who made it (player, psp, system, operator:<name>). */
export const cashierEvents = pgTable(
  'cashier_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subject: text('subject').notNull(),
    subjectId: bigint('subject_id', { mode: 'number' }).notNull(),
    state: text('state').notNull(),
    note: text('note').notNull().default(''),
    actor: text('actor').notNull(),
    at: at('at').notNull(),
  },
  (t) => [
    index('cashier_events_subject_idx').on(t.subject, t.subjectId, t.id),
    check('cashier_events_subject_check', sql`${t.subject} in ('deposit', 'withdrawal')`),
  ],
);

/** Every verified PSP notification, once per event id, with what was done about it. */
export const pspNotifications = pgTable(
  'psp_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    providerCode: text('provider_code').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    objectId: text('object_id').notNull(),
    reference: text('reference').notNull(),
    body: text('body').notNull(),
    deliveries: integer('deliveries').notNull().default(1),
    /** credited, ended, paid, ignored, duplicate, or flagged. */
    outcome: text('outcome').notNull().default(''),
    flagged: boolean('flagged').notNull().default(false),
    flagReason: text('flag_reason').notNull().default(''),
    receivedAt: at('received_at').notNull(),
  },
  (t) => [
    unique('psp_notifications_event_unique').on(t.providerCode, t.eventId),
    index('psp_notifications_flagged_idx')
      .on(t.receivedAt)
      .where(sql`${t.flagged}`),
  ],
);
