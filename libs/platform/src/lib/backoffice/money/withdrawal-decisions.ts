import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { rowsOf } from '../../db/database-function';
import { withdrawalEndedMessage } from '../../cashier/withdrawal-messages';
import { withdrawalApprovals, withdrawals } from '../../db/schema';
import type { AuditTrail } from '../audit/audit-trail';
import { mayTouchSite, type StaffActor } from '../staff/staff-types';
import { fourEyesOf } from './four-eyes';
import { moneyErrors } from './money-errors';
import {
  approvalsOf,
  withdrawalViews,
  type ApprovalView,
  type QueuedWithdrawalView,
} from './withdrawal-queue';

/** The longest rejection reason (the contract's MAX_REJECT_REASON_LENGTH). */
const MAX_REASON_LENGTH = 200;

type WithdrawalRow = typeof withdrawals.$inferSelect;

export type ApproveOutcome = 'approved' | 'awaitingSecondApprover' | 'alreadyApproved';
export type RejectOutcome = 'rejected' | 'alreadyRejected';

export interface Decision<O> {
  outcome: O;
  withdrawal: QueuedWithdrawalView;
}

/** How a staff decision is named in the withdrawal's timeline (the operator command's is operator:<name>). */
export const staffActorName = (actor: StaffActor) => `staff:${actor.email}`;

/**
 * Approve and reject from the back office: each decision locks the withdrawal, goes through migration
 * 0010's cashier functions, and commits with its audit entry. `sendPayout` hands an approved withdrawal
 * to the PSP once the approval is committed (as the operator command does).
 */
export function createWithdrawalDecisions(
  db: Db,
  clock: () => Date,
  sendPayout: (publicId: string) => Promise<void>,
) {
  /**
   * The withdrawal, locked until the transaction ends, so two decisions on it run one after the other:
   * the second sees the first's approval or state. One of a site outside the staff member's is answered
   * exactly as one that does not exist.
   */
  async function locked(tx: Db, actor: StaffActor, publicId: string): Promise<WithdrawalRow> {
    const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.publicId, publicId)).for('update');
    if (!row || !mayTouchSite(actor, row.siteId)) throw moneyErrors.withdrawalNotFound();
    return row;
  }

  const snapshot = (row: WithdrawalRow, approvals: ApprovalView[]) => ({
    withdrawal_id: row.publicId,
    state: row.state,
    amount_minor: row.amountMinor,
    currency: row.currency,
    approvals: approvals.map((approval) => approval.staffEmail),
  });

  async function view(publicId: string): Promise<QueuedWithdrawalView> {
    const rows = await db.select().from(withdrawals).where(eq(withdrawals.publicId, publicId)).limit(1);
    const [found] = await withdrawalViews(db, rows);
    if (!found) throw moneyErrors.withdrawalNotFound();
    return found;
  }

  return {
    /**
     * Approves a pending withdrawal. Above the site's four-eyes threshold the first approval is only
     * recorded; a second staff member's approves it. The unique (withdrawal, staff) pair and the row lock
     * keep two approvals from both counting as the first, or one member from counting twice.
     */
    async approve(actor: StaffActor, publicId: string, trail: AuditTrail): Promise<Decision<ApproveOutcome>> {
      trail.about({ targetKind: 'withdrawal', targetId: publicId });
      const outcome = await db.transaction(async (tx): Promise<ApproveOutcome> => {
        const row = await locked(tx, actor, publicId);
        const approvals = (await approvalsOf(tx, [row.id])).get(row.id) ?? [];
        trail.about({ siteId: row.siteId, before: snapshot(row, approvals) });
        if (row.state === 'approved' || row.state === 'paid') return 'alreadyApproved';
        if (row.state !== 'pending') throw moneyErrors.withdrawalDecided();
        if (approvals.some((approval) => approval.staffId === actor.staffId)) {
          throw moneyErrors.secondApproverRequired();
        }
        const [site] = await fourEyesOf(tx, [row.siteId]);
        const needsTwo = site !== undefined && row.amountMinor > site.thresholdMinor;
        const now = clock();
        await tx
          .insert(withdrawalApprovals)
          .values({ withdrawalId: row.id, staffId: actor.staffId, at: now });
        const approvedBy = [...approvals.map((approval) => approval.staffEmail), actor.email];
        if (needsTwo && approvals.length === 0) {
          await trail.ok(tx, {
            after: { ...snapshot(row, []), approvals: approvedBy, awaiting_second_approver: true },
          });
          return 'awaitingSecondApprover';
        }
        await rowsOf(
          tx,
          sql`select cashier_approve_withdrawal(${publicId}::text, ${staffActorName(actor)}::text, ${now.toISOString()}::timestamptz)`,
        );
        await trail.ok(tx, { after: { ...snapshot(row, []), state: 'approved', approvals: approvedBy } });
        return 'approved';
      });
      if (outcome === 'approved') await sendPayout(publicId);
      return { outcome, withdrawal: await view(publicId) };
    },

    /** Rejects a pending withdrawal with the reason the player reads; the hold returns to their balance. */
    async reject(
      actor: StaffActor,
      publicId: string,
      reasonText: string,
      trail: AuditTrail,
    ): Promise<Decision<RejectOutcome>> {
      trail.about({ targetKind: 'withdrawal', targetId: publicId });
      const reason = reasonText.trim();
      if (!reason) throw moneyErrors.reasonRequired();
      if (reason.length > MAX_REASON_LENGTH) throw moneyErrors.reasonTooLong();
      const outcome = await db.transaction(async (tx): Promise<RejectOutcome> => {
        const row = await locked(tx, actor, publicId);
        const approvals = (await approvalsOf(tx, [row.id])).get(row.id) ?? [];
        trail.about({ siteId: row.siteId, before: snapshot(row, approvals) });
        if (row.state === 'rejected') return 'alreadyRejected';
        if (row.state !== 'pending') throw moneyErrors.withdrawalDecided();
        // The same inbox message as the operator command's rejection.
        const message = withdrawalEndedMessage(row, 'rejected', reason);
        await rowsOf(
          tx,
          sql`select cashier_release_withdrawal(${publicId}::text, ${null}::integer, 'rejected'::text,
                ${reason}::text, ${staffActorName(actor)}::text, ${message?.title ?? null}::text, ${message?.body ?? null}::text,
                ${clock().toISOString()}::timestamptz)`,
        );
        await trail.ok(tx, {
          after: { ...snapshot(row, approvals), state: 'rejected', reason },
        });
        return 'rejected';
      });
      return { outcome, withdrawal: await view(publicId) };
    },
  };
}

export type WithdrawalDecisions = ReturnType<typeof createWithdrawalDecisions>;
