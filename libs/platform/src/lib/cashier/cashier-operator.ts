import { formatMinor } from '@wl/money';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { deposits, players, pspNotifications, sites, withdrawals } from '../db/schema';
import type { WithdrawalService } from './withdrawal-service';

/** The operator's view of the cashier (the operator command): lists across sites, decisions. */
export function createCashierOperator(db: Db, withdrawalService: WithdrawalService) {
  const money = (minor: number, currency: string) => formatMinor(minor, currency, 'en');
  return {
    async pendingWithdrawals(siteKey?: string) {
      const rows = await db
        .select({ w: withdrawals, site: sites.key, account: players.accountId })
        .from(withdrawals)
        .innerJoin(sites, eq(sites.id, withdrawals.siteId))
        .innerJoin(players, eq(players.id, withdrawals.playerId))
        .where(
          and(
            inArray(withdrawals.state, ['pending', 'approved']),
            siteKey ? eq(sites.key, siteKey) : undefined,
          ),
        )
        .orderBy(asc(withdrawals.id))
        .limit(500);
      return rows.map(({ w, site, account }) => ({
        id: w.publicId,
        site,
        account,
        state: w.state,
        amount: money(w.amountMinor, w.currency),
        fee: money(w.feeMinor, w.currency),
        method: w.methodCode,
        requested: w.createdAt.toISOString(),
        sentToPsp: w.pspPayoutId ?? '',
      }));
    },

    async deposits(state: string, siteKey?: string) {
      const rows = await db
        .select({ d: deposits, site: sites.key, account: players.accountId })
        .from(deposits)
        .innerJoin(sites, eq(sites.id, deposits.siteId))
        .innerJoin(players, eq(players.id, deposits.playerId))
        .where(and(eq(deposits.state, state), siteKey ? eq(sites.key, siteKey) : undefined))
        .orderBy(desc(deposits.id))
        .limit(500);
      return rows.map(({ d, site, account }) => ({
        id: d.publicId,
        site,
        account,
        state: d.state,
        amount: money(d.amountMinor, d.currency),
        fee: money(d.feeMinor, d.currency),
        method: d.methodCode,
        payment: d.pspPaymentId ?? '',
        created: d.createdAt.toISOString(),
      }));
    },

    async flaggedNotifications() {
      const rows = await db
        .select()
        .from(pspNotifications)
        .where(eq(pspNotifications.flagged, true))
        .orderBy(desc(pspNotifications.id))
        .limit(500);
      return rows.map((n) => ({
        provider: n.providerCode,
        event: n.eventId,
        type: n.type,
        object: n.objectId,
        reference: n.reference,
        why: n.flagReason,
        deliveries: n.deliveries,
        received: n.receivedAt.toISOString(),
      }));
    },

    approve: (id: string, operator: string) => withdrawalService.approve(id, `operator:${operator}`),
    reject: (id: string, reason: string, operator: string) =>
      withdrawalService.reject(id, reason, `operator:${operator}`),
  };
}

export type CashierOperator = ReturnType<typeof createCashierOperator>;
