import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { players, staffAccounts, withdrawalApprovals, withdrawals } from '../../db/schema';
import type { StaffActor } from '../staff/staff-types';
import { fourEyesOf } from './four-eyes';

type WithdrawalRow = typeof withdrawals.$inferSelect;

/** One staff approval of a withdrawal. */
export interface ApprovalView {
  staffId: number;
  staffEmail: string;
  at: Date;
}

/** A withdrawal as the back office shows it: with its site, player, approvals and four-eyes need. */
export interface QueuedWithdrawalView {
  row: WithdrawalRow;
  siteKey: string;
  accountId: string;
  approvals: ApprovalView[];
  needsSecondApprover: boolean;
}

export interface WithdrawalFilter {
  siteId?: number;
  state: string;
  page: number;
  pageSize: number;
}

/** The ids of the sites a list covers: the staff member's, or the one named (already checked as theirs). */
export function siteIdsOf(actor: StaffActor, siteId?: number): number[] {
  return actor.sites.map((site) => site.id).filter((id) => siteId === undefined || id === siteId);
}

/** The approvals of some withdrawals, oldest first. */
export async function approvalsOf(db: Db, withdrawalIds: number[]): Promise<Map<number, ApprovalView[]>> {
  const byWithdrawal = new Map<number, ApprovalView[]>();
  if (withdrawalIds.length === 0) return byWithdrawal;
  const rows = await db
    .select({
      withdrawalId: withdrawalApprovals.withdrawalId,
      staffId: withdrawalApprovals.staffId,
      staffEmail: staffAccounts.email,
      at: withdrawalApprovals.at,
    })
    .from(withdrawalApprovals)
    .innerJoin(staffAccounts, eq(staffAccounts.id, withdrawalApprovals.staffId))
    .where(inArray(withdrawalApprovals.withdrawalId, withdrawalIds))
    .orderBy(asc(withdrawalApprovals.id));
  for (const { withdrawalId, ...approval } of rows) {
    byWithdrawal.set(withdrawalId, [...(byWithdrawal.get(withdrawalId) ?? []), approval]);
  }
  return byWithdrawal;
}

/** Some withdrawal rows with their site key, account id, approvals and four-eyes need. */
export async function withdrawalViews(db: Db, rows: WithdrawalRow[]): Promise<QueuedWithdrawalView[]> {
  if (rows.length === 0) return [];
  const siteIds = [...new Set(rows.map((row) => row.siteId))];
  const playerIds = [...new Set(rows.map((row) => row.playerId))];
  const [thresholds, accounts, approvals] = await Promise.all([
    fourEyesOf(db, siteIds),
    db
      .select({ id: players.id, accountId: players.accountId })
      .from(players)
      .where(inArray(players.id, playerIds)),
    approvalsOf(
      db,
      rows.map((row) => row.id),
    ),
  ]);
  const threshold = new Map(thresholds.map((site) => [site.siteId, site]));
  const account = new Map(accounts.map((player) => [player.id, player.accountId]));
  return rows.map((row) => {
    const site = threshold.get(row.siteId);
    return {
      row,
      siteKey: site?.siteKey ?? '',
      accountId: account.get(row.playerId) ?? '',
      approvals: approvals.get(row.id) ?? [],
      needsSecondApprover: site !== undefined && row.amountMinor > site.thresholdMinor,
    };
  });
}

/** The withdrawals of one state across the staff member's sites (or the one named), oldest first. */
export async function withdrawalQueue(
  db: Db,
  actor: StaffActor,
  filter: WithdrawalFilter,
): Promise<{ rows: QueuedWithdrawalView[]; total: number }> {
  const siteIds = siteIdsOf(actor, filter.siteId);
  if (siteIds.length === 0) return { rows: [], total: 0 };
  const where = and(inArray(withdrawals.siteId, siteIds), eq(withdrawals.state, filter.state));
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(withdrawals)
      .where(where)
      .orderBy(asc(withdrawals.id))
      .limit(filter.pageSize)
      .offset((filter.page - 1) * filter.pageSize),
    db.select({ n: count() }).from(withdrawals).where(where),
  ]);
  return { rows: await withdrawalViews(db, rows), total: Number(counted?.n ?? 0) };
}
