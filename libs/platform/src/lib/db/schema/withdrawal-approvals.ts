import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, timestamp, unique } from 'drizzle-orm/pg-core';
import { withdrawals } from './cashier';
import { sites } from './sites';
import { staffAccounts } from './staff';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * A site's four-eyes threshold: a withdrawal of more than this (minor units of the site's currency) needs
 * two different staff members' approvals. A site without a row has the default (1,000.00).
 */
export const withdrawalFourEyes = pgTable(
  'withdrawal_four_eyes',
  {
    siteId: integer('site_id')
      .primaryKey()
      .references(() => sites.id),
    thresholdMinor: bigint('threshold_minor', { mode: 'number' }).notNull(),
    updatedAt: at('updated_at').notNull(),
  },
  (t) => [check('withdrawal_four_eyes_threshold_check', sql`${t.thresholdMinor} >= 0`)],
);

/**
 * Every staff approval of a withdrawal: one per staff member (the unique pair), so the same member can
 * never count as both approvers of a four-eyes withdrawal.
 */
export const withdrawalApprovals = pgTable(
  'withdrawal_approvals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    withdrawalId: bigint('withdrawal_id', { mode: 'number' })
      .notNull()
      .references(() => withdrawals.id),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffAccounts.id),
    at: at('at').notNull(),
  },
  (t) => [
    unique('withdrawal_approvals_staff_unique').on(t.withdrawalId, t.staffId),
    index('withdrawal_approvals_withdrawal_idx').on(t.withdrawalId, t.id),
  ],
);
