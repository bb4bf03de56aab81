import { currencyDigits } from '@wl/money';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { cashierSettings, paymentMethods, sites } from '../../db/schema';
import { settingsOf } from '../../cashier/cashier-records';
import type { CashierSettings } from '../../cashier/cashier-records';
import type { AuditTrail } from '../audit/audit-trail';
import { moneyErrors } from './money-errors';

export type MethodRow = typeof paymentMethods.$inferSelect;

export interface PaymentSettingsView {
  siteId: number;
  siteKey: string;
  currency: string;
  methods: MethodRow[];
  rules: CashierSettings;
}

/** What the staff member changes of one method. */
export interface MethodChange {
  code: string;
  deposits: boolean;
  payouts: boolean;
  minMinor: number;
  maxMinor: number;
}

export type RulesChange = Pick<
  CashierSettings,
  'maxPendingWithdrawals' | 'maxWithdrawalsPerDay' | 'wageringPercent'
>;

/** A site's methods (in the cashier's order) and withdrawal rules, or undefined when there is no such site. */
export async function paymentSettingsOf(db: Db, siteId: number): Promise<PaymentSettingsView | undefined> {
  const [site] = await db
    .select({ id: sites.id, key: sites.key, currency: sites.currency })
    .from(sites)
    .where(eq(sites.id, siteId))
    .limit(1);
  if (!site) return undefined;
  const methods = await db
    .select()
    .from(paymentMethods)
    .where(eq(paymentMethods.siteId, siteId))
    .orderBy(asc(paymentMethods.position), asc(paymentMethods.id));
  return {
    siteId: site.id,
    siteKey: site.key,
    currency: site.currency,
    methods,
    rules: await settingsOf(db, siteId),
  };
}

const methodState = (m: MethodRow) => ({
  code: m.code,
  deposits: m.deposits,
  payouts: m.payouts,
  min_minor: m.minMinor,
  max_minor: m.maxMinor,
});

const rulesState = (r: CashierSettings) => ({
  max_pending_withdrawals: r.maxPendingWithdrawals,
  max_withdrawals_per_day: r.maxWithdrawalsPerDay,
  wagering_percent: r.wageringPercent,
});

/**
 * Changes a site's methods (on/off for deposits and payouts, minimum and maximum) and withdrawal rules; the
 * change and its audit entry (before and after) commit together. The cashier reads these rows on every
 * call, so the player's cashier shows the change at once. Bad input changes nothing.
 */
export async function setPaymentSettings(
  db: Db,
  siteId: number,
  change: { methods: MethodChange[]; rules?: RulesChange },
  trail: AuditTrail,
): Promise<PaymentSettingsView> {
  trail.about({ targetKind: 'site', targetId: String(siteId), siteId });
  const codes = change.methods.map((m) => m.code);
  if (new Set(codes).size !== codes.length) throw moneyErrors.invalidPaymentSettings();
  for (const method of change.methods)
    if (method.maxMinor < method.minMinor) throw moneyErrors.invalidPaymentSettings();
  await db.transaction(async (tx) => {
    const before = await paymentSettingsOf(tx, siteId);
    if (!before) throw moneyErrors.siteNotFound();
    const byCode = new Map(before.methods.map((m) => [m.code, m]));
    if (codes.some((code) => !byCode.has(code))) throw moneyErrors.invalidPaymentSettings();
    for (const method of change.methods) {
      await tx
        .update(paymentMethods)
        .set({
          deposits: method.deposits,
          payouts: method.payouts,
          minMinor: method.minMinor,
          maxMinor: method.maxMinor,
        })
        .where(and(eq(paymentMethods.siteId, siteId), eq(paymentMethods.code, method.code)));
    }
    if (change.rules) {
      await tx
        .insert(cashierSettings)
        .values({ ...before.rules, ...change.rules, siteId })
        .onConflictDoUpdate({ target: cashierSettings.siteId, set: change.rules });
    }
    const after = await paymentSettingsOf(tx, siteId);
    const touched = (view: PaymentSettingsView | undefined) =>
      (view?.methods ?? []).filter((m) => codes.includes(m.code)).map(methodState);
    await trail.ok(tx, {
      before: { methods: touched(before), rules: rulesState(before.rules) },
      after: { methods: touched(after), rules: after ? rulesState(after.rules) : null },
    });
  });
  const view = await paymentSettingsOf(db, siteId);
  if (!view) throw moneyErrors.siteNotFound();
  return view;
}

/** The wire's settings of a site. */
export function paymentSettingsAnswer(view: PaymentSettingsView) {
  return {
    site_id: view.siteId,
    site_key: view.siteKey,
    currency: view.currency,
    digits: currencyDigits(view.currency),
    methods: view.methods.map((m) => ({
      code: m.code,
      name: m.name,
      kind: m.kind as 'bank_transfer' | 'ewallet' | 'card',
      provider_code: m.providerCode,
      deposits: m.deposits,
      payouts: m.payouts,
      min_minor: m.minMinor,
      max_minor: m.maxMinor,
      fee_fixed_minor: m.feeFixedMinor,
      fee_basis_points: m.feeBasisPoints,
    })),
    rules: {
      max_pending_withdrawals: view.rules.maxPendingWithdrawals,
      max_withdrawals_per_day: view.rules.maxWithdrawalsPerDay,
      wagering_percent: view.rules.wageringPercent,
      deposit_expiry_minutes: view.rules.depositExpiryMinutes,
    },
  };
}
