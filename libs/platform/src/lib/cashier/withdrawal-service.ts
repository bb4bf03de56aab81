import type { CashierTransaction, WithdrawalSummary } from '@wl/contract';
import { currencyDigits, formatMinor, toMajor } from '@wl/money';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/database';
import { rowsOf } from '../db/database-function';
import { banks, playerBankAccounts, withdrawals } from '../db/schema';
import type { Member } from '../players/player-types';
import { methodAmount } from './cashier-amount';
import { cashierRefusal, refusalsOf } from './cashier-errors';
import {
  findPaymentProvider,
  feeOf,
  maskAccount,
  settingsOf,
  siteMethods,
  timelinesOf,
  withdrawalWire,
  type WithdrawalRow,
} from './cashier-records';
import type { PspClient } from './psp-client';
import { withdrawalEndedMessage } from './withdrawal-messages';
import { publicId } from '../db/public-id';

export interface WithdrawalInput {
  methodCode: string;
  amount: string;
  bankAccountId: number;
  requestId: string;
}

/** Who decided: the player, the PSP, the system sweep, or `operator:<name>`. */
export type Actor = string;

const at = (clock: () => Date) => clock().toISOString();

export function createWithdrawalService(db: Db, clock: () => Date, psp: PspClient) {
  async function wires(rows: WithdrawalRow[]): Promise<CashierTransaction[]> {
    const timelines = await timelinesOf(
      db,
      'withdrawal',
      rows.map((r) => r.id),
    );
    const accountIds = [...new Set(rows.map((r) => r.bankAccountId))];
    const accounts =
      accountIds.length === 0
        ? []
        : await db
            .select({
              id: playerBankAccounts.id,
              number: playerBankAccounts.accountNumber,
              bank: sql<string>`coalesce(${banks.name}, ${playerBankAccounts.bankCode})`,
            })
            .from(playerBankAccounts)
            .leftJoin(
              banks,
              and(eq(banks.siteId, playerBankAccounts.siteId), eq(banks.code, playerBankAccounts.bankCode)),
            )
            .where(inArray(playerBankAccounts.id, accountIds));
    const named = new Map(accounts.map((a) => [a.id, `${a.bank} ${maskAccount(a.number)}`]));
    return rows.map((row) =>
      withdrawalWire(row, timelines.get(row.id) ?? [], named.get(row.bankAccountId) ?? null),
    );
  }

  async function byPublicId(id: string, playerId?: number): Promise<WithdrawalRow | undefined> {
    const [row] = await db
      .select()
      .from(withdrawals)
      .where(
        and(
          eq(withdrawals.publicId, id),
          playerId === undefined ? undefined : eq(withdrawals.playerId, playerId),
        ),
      )
      .limit(1);
    return row;
  }

  async function one(row: WithdrawalRow | undefined): Promise<CashierTransaction> {
    if (!row) throw cashierRefusal('notFound');
    const [wire] = await wires([row]);
    if (!wire) throw cashierRefusal('notFound');
    return wire;
  }

  const money = (row: WithdrawalRow, minor: number) => formatMinor(minor, row.currency, 'en');

  /** Ends a withdrawal's hold (cancelled, rejected, failed) through the one database function. */
  async function release(
    id: string,
    playerId: number | null,
    state: 'cancelled' | 'rejected' | 'failed',
    note: string,
    actor: Actor,
  ): Promise<WithdrawalRow | undefined> {
    const row = await byPublicId(id, playerId ?? undefined);
    if (!row) throw cashierRefusal('notFound');
    const message = withdrawalEndedMessage(row, state, note);
    await refusalsOf(() =>
      rowsOf(
        db,
        sql`select cashier_release_withdrawal(${id}::text, ${playerId}::integer, ${state}::text, ${note}::text, ${actor}::text, ${message?.title ?? null}::text, ${message?.body ?? null}::text, ${at(clock)}::timestamptz)`,
      ),
    );
    return byPublicId(id);
  }

  /** Asks the PSP to pay an approved withdrawal; idempotent at the PSP by the withdrawal's id. */
  async function sendPayout(row: WithdrawalRow): Promise<boolean> {
    const provider = await findPaymentProvider(db, row.providerCode);
    const [account] = await db
      .select()
      .from(playerBankAccounts)
      .where(eq(playerBankAccounts.id, row.bankAccountId))
      .limit(1);
    const method = (await siteMethods(db, row.siteId)).find((m) => m.code === row.methodCode);
    if (!provider || !account) return false;
    try {
      const payout = await psp.createPayout(provider, {
        reference: row.publicId,
        amount: row.amountMinor - row.feeMinor,
        currency: row.currency,
        method: method?.kind === 'ewallet' ? 'ewallet' : 'bank_transfer',
        bank_code: account.bankCode,
        account_number: account.accountNumber,
        account_holder: account.holderName,
      });
      await db
        .update(withdrawals)
        .set({ pspPayoutId: payout.id })
        .where(and(eq(withdrawals.id, row.id), eq(withdrawals.state, 'approved')));
      return true;
    } catch {
      return false;
    }
  }

  return {
    wires,

    async summary(member: Member): Promise<WithdrawalSummary> {
      const { site, player } = member;
      const digits = currencyDigits(site.currency);
      const [rule] = await rowsOf<{
        balance: number;
        held: number;
        withdrawable: number;
        required: number;
        wagered: number;
        wagering_left: number;
        wagering_percent: number;
      }>(
        db,
        sql`select a.balance, f.held, w.withdrawable, w.required, w.wagered, w.wagering_left, w.wagering_percent
              from (select coalesce((select balance_minor from ledger_accounts where player_id = ${player.id}
                      and asset = 'game' and pocket = 'available'), 0) as balance) a,
                   (select coalesce((select balance_minor from ledger_accounts where player_id = ${player.id}
                      and asset = 'game' and pocket = 'frozen'), 0) as held) f,
                   cashier_withdrawable(${site.id}::integer, ${player.id}::integer, a.balance) w`,
      );
      const settings = await settingsOf(db, site.id);
      const dayStart = new Date(clock());
      dayStart.setUTCHours(0, 0, 0, 0);
      const [counts] = await db
        .select({
          pending: sql<number>`count(*) filter (where ${withdrawals.state} in ('pending', 'approved'))`,
          today: sql<number>`count(*) filter (where ${withdrawals.createdAt} >= ${dayStart.toISOString()}::timestamptz)`,
        })
        .from(withdrawals)
        .where(eq(withdrawals.playerId, player.id));
      const major = (value: number | undefined) => toMajor(Number(value ?? 0), digits);
      return {
        currency: site.currency,
        balance: major(rule?.balance),
        held: major(rule?.held),
        withdrawable: major(rule?.withdrawable),
        wagering_required: major(rule?.required),
        wagered: major(rule?.wagered),
        wagering_left: major(rule?.wagering_left),
        wagering_multiple: Number(rule?.wagering_percent ?? 100) / 100,
        pending: Number(counts?.pending ?? 0),
        max_pending: settings.maxPendingWithdrawals,
        today: Number(counts?.today ?? 0),
        max_per_day: settings.maxWithdrawalsPerDay,
      };
    },

    /** The hold and the request are one database statement (cashier_request_withdrawal). */
    async create(member: Member, input: WithdrawalInput): Promise<CashierTransaction> {
      const { site, player } = member;
      const method = (await siteMethods(db, site.id)).find((m) => m.code === input.methodCode && m.payouts);
      if (!method) throw cashierRefusal('methodUnavailable');
      const amountMinor = methodAmount(input.amount, site.currency, method);
      const fee = feeOf(method, amountMinor);
      if (fee >= amountMinor) throw cashierRefusal('amountBelowMinimum', 'the fee would take all of it');
      if (!(await findPaymentProvider(db, method.providerCode))) throw cashierRefusal('methodUnavailable');
      const [made] = await refusalsOf(() =>
        rowsOf<{ public_id: string }>(
          db,
          sql`select * from cashier_request_withdrawal(${site.id}::integer, ${player.id}::integer,
                ${publicId('wd')}::text, ${input.requestId}::text, ${method.code}::text, ${method.name}::text,
                ${method.providerCode}::text, ${input.bankAccountId}::integer, ${amountMinor}::bigint,
                ${fee}::bigint, ${site.currency}::text, ${at(clock)}::timestamptz)`,
        ),
      );
      return one(await byPublicId(made?.public_id ?? '', player.id));
    },

    async cancel(member: Member, id: string): Promise<CashierTransaction> {
      return one(await release(id, member.player.id, 'cancelled', '', 'player'));
    },

    // Operator.
    async reject(id: string, reason: string, actor: Actor): Promise<CashierTransaction> {
      if (!reason.trim()) throw new Error('A rejection needs a reason the player will read.');
      return one(await release(id, null, 'rejected', reason.trim(), actor));
    },

    /** Approves, then sends the payout to the PSP (sent again by the sweep if this process dies first). */
    async approve(id: string, actor: Actor): Promise<CashierTransaction> {
      await refusalsOf(() =>
        rowsOf(
          db,
          sql`select cashier_approve_withdrawal(${id}::text, ${actor}::text, ${at(clock)}::timestamptz)`,
        ),
      );
      const row = await byPublicId(id);
      if (row?.state === 'approved') await sendPayout(row);
      return one(await byPublicId(id));
    },

    /** Approved withdrawals the PSP has not taken yet (this process died, or the PSP was down). */
    async resendPayouts(): Promise<number> {
      const rows = await db
        .select()
        .from(withdrawals)
        .where(and(eq(withdrawals.state, 'approved'), sql`${withdrawals.pspPayoutId} is null`))
        .limit(100);
      let sent = 0;
      for (const row of rows) if (await sendPayout(row)) sent += 1;
      return sent;
    },

    release,
    byPublicId,
    money,
  };
}

export type WithdrawalService = ReturnType<typeof createWithdrawalService>;
