import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/database';
import { banks, cashierSettings, paymentMethods, paymentProviders } from '../db/schema';
import { validateInput } from '../sites/validate-input';
import type { CashierSettings } from './cashier-records';

const providerInput = z.strictObject({
  code: z.string().regex(/^[A-Z0-9_]{2,32}$/),
  name: z.string().min(1).max(100),
  apiUrl: z.url({ protocol: /^https?$/ }).max(500),
  merchantId: z.string().min(1).max(100),
  secret: z.string().min(16).max(200),
  enabled: z.boolean().optional(),
});

const methodInput = z.strictObject({
  code: z.string().regex(/^[a-z0-9_-]{1,32}$/),
  name: z.string().min(1).max(60),
  kind: z.enum(['bank_transfer', 'ewallet', 'card']),
  providerCode: z.string().min(1),
  minMinor: z.number().int().min(1),
  maxMinor: z.number().int().min(1).max(1_000_000_000_000),
  feeFixedMinor: z.number().int().min(0),
  feeBasisPoints: z.number().int().min(0).max(10_000),
  deposits: z.boolean(),
  payouts: z.boolean(),
});

const bankInput = z.strictObject({
  code: z.string().regex(/^[A-Z0-9_]{2,16}$/),
  name: z.string().min(1).max(100),
  accountPattern: z.string().min(1).max(100),
  accountFormat: z.string().min(1).max(60),
});

const settingsInput = z.strictObject({
  maxPendingWithdrawals: z.number().int().min(1).max(100).optional(),
  maxWithdrawalsPerDay: z.number().int().min(1).max(1000).optional(),
  wageringPercent: z.number().int().min(0).max(10_000).optional(),
  depositExpiryMinutes: z
    .number()
    .int()
    .min(5)
    .max(7 * 24 * 60)
    .optional(),
});

export type PaymentProviderInput = z.input<typeof providerInput>;
export type PaymentMethodInput = z.input<typeof methodInput>;
export type BankInput = z.input<typeof bankInput>;

/** What an operator sets up: payment providers, a site's methods, banks and withdrawal rules. */
export function createCashierSetup(db: Db) {
  return {
    async setProvider(input: PaymentProviderInput): Promise<void> {
      const row = validateInput(providerInput, input, 'invalidRequest');
      await db
        .insert(paymentProviders)
        .values({ ...row, enabled: row.enabled ?? true })
        .onConflictDoUpdate({ target: paymentProviders.code, set: { ...row } });
    },

    /** The site's methods replaced whole, in the order given. */
    async setMethods(siteId: number, methods: PaymentMethodInput[]): Promise<void> {
      const rows = methods.map((m) => {
        const row = validateInput(methodInput, m, 'invalidRequest');
        if (row.maxMinor < row.minMinor)
          throw new Error(`method ${row.code}: the maximum is below the minimum`);
        return row;
      });
      await db.transaction(async (tx) => {
        await tx.delete(paymentMethods).where(eq(paymentMethods.siteId, siteId));
        if (rows.length)
          await tx.insert(paymentMethods).values(rows.map((row, position) => ({ ...row, siteId, position })));
      });
    },

    async setBanks(siteId: number, list: BankInput[]): Promise<void> {
      const rows = list.map((b) => {
        const row = validateInput(bankInput, b, 'invalidRequest');
        // The pattern is the operator's: it must at least be a regular expression.
        new RegExp(row.accountPattern);
        return row;
      });
      await db.transaction(async (tx) => {
        await tx.delete(banks).where(eq(banks.siteId, siteId));
        if (rows.length)
          await tx.insert(banks).values(rows.map((row, position) => ({ ...row, siteId, position })));
      });
    },

    async setSettings(siteId: number, settings: Partial<CashierSettings>): Promise<void> {
      const row = validateInput(settingsInput, settings, 'invalidRequest');
      await db
        .insert(cashierSettings)
        .values({ siteId, ...row })
        .onConflictDoUpdate({ target: cashierSettings.siteId, set: row });
    },
  };
}

export type CashierSetup = ReturnType<typeof createCashierSetup>;
