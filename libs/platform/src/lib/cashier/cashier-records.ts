import type { CashierStep, CashierTransaction } from '@wl/contract';
import { currencyDigits, toMajor } from '@wl/money';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import {
  banks,
  cashierEvents,
  cashierSettings,
  paymentMethods,
  paymentProviders,
  playerBankAccounts,
  type deposits,
  type withdrawals,
} from '../db/schema';

export type MethodRow = typeof paymentMethods.$inferSelect;
export type DepositRow = typeof deposits.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type BankAccountRow = typeof playerBankAccounts.$inferSelect;
export type ProviderRow = typeof paymentProviders.$inferSelect;

export interface CashierSettings {
  maxPendingWithdrawals: number;
  maxWithdrawalsPerDay: number;
  wageringPercent: number;
  depositExpiryMinutes: number;
}

export const DEFAULT_CASHIER_SETTINGS: CashierSettings = {
  maxPendingWithdrawals: 3,
  maxWithdrawalsPerDay: 5,
  wageringPercent: 100,
  depositExpiryMinutes: 30,
};

/** The site's enabled methods, in their order. */
export function siteMethods(db: Db, siteId: number): Promise<MethodRow[]> {
  return db
    .select()
    .from(paymentMethods)
    .where(and(eq(paymentMethods.siteId, siteId), eq(paymentMethods.enabled, true)))
    .orderBy(asc(paymentMethods.position), asc(paymentMethods.id));
}

export function siteBanks(db: Db, siteId: number) {
  return db.select().from(banks).where(eq(banks.siteId, siteId)).orderBy(asc(banks.position), asc(banks.id));
}

export async function settingsOf(db: Db, siteId: number): Promise<CashierSettings> {
  const [row] = await db.select().from(cashierSettings).where(eq(cashierSettings.siteId, siteId)).limit(1);
  return row ? { ...row } : DEFAULT_CASHIER_SETTINGS;
}

/** An enabled payment provider, or undefined. */
export async function findPaymentProvider(db: Db, code: string): Promise<ProviderRow | undefined> {
  const [row] = await db
    .select()
    .from(paymentProviders)
    .where(and(eq(paymentProviders.code, code), eq(paymentProviders.enabled, true)))
    .limit(1);
  return row;
}

/** •••• and the last four characters: what a page shows of an account number. */
export const maskAccount = (number: string) => `•••• ${number.slice(-4)}`;

/** The fee of an amount: fixed + basis points of it, rounded up to a whole minor unit. */
export function feeOf(method: MethodRow, amountMinor: number): number {
  return method.feeFixedMinor + Math.ceil((amountMinor * method.feeBasisPoints) / 10_000);
}

/** The timelines of some deposits or withdrawals, oldest step first. */
export async function timelinesOf(
  db: Db,
  subject: 'deposit' | 'withdrawal',
  ids: number[],
): Promise<Map<number, CashierStep[]>> {
  const steps = new Map<number, CashierStep[]>();
  if (ids.length === 0) return steps;
  const rows = await db
    .select()
    .from(cashierEvents)
    .where(and(eq(cashierEvents.subject, subject), inArray(cashierEvents.subjectId, ids)))
    .orderBy(asc(cashierEvents.id));
  for (const row of rows) {
    const list = steps.get(row.subjectId) ?? [];
    list.push({ state: row.state, at: row.at.toISOString(), note: row.note });
    steps.set(row.subjectId, list);
  }
  return steps;
}

export function depositWire(row: DepositRow, timeline: CashierStep[]): CashierTransaction {
  const digits = currencyDigits(row.currency);
  return {
    id: row.publicId,
    type: 'deposit',
    method_code: row.methodCode,
    method_name: row.methodName,
    amount: toMajor(row.amountMinor, digits),
    fee: toMajor(row.feeMinor, digits),
    currency: row.currency,
    state: row.state as CashierTransaction['state'],
    bank_account: null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    timeline,
    cancellable: false,
  };
}

export function withdrawalWire(
  row: WithdrawalRow,
  timeline: CashierStep[],
  account: string | null,
): CashierTransaction {
  const digits = currencyDigits(row.currency);
  return {
    id: row.publicId,
    type: 'withdrawal',
    method_code: row.methodCode,
    method_name: row.methodName,
    amount: toMajor(row.amountMinor, digits),
    fee: toMajor(row.feeMinor, digits),
    currency: row.currency,
    state: row.state as CashierTransaction['state'],
    bank_account: account,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    timeline,
    cancellable: row.state === 'pending',
  };
}
