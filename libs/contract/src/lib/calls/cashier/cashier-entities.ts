import { z } from 'zod';
import { currencyAmount } from '../../shared/money';
import { safeString } from '../../shared/safe-string';

/** How a payment method moves money: the PSP's hosted page differs by kind. */
export const PAYMENT_METHOD_KINDS = ['bank_transfer', 'ewallet', 'card'] as const;
export const paymentMethodKind = z.enum(PAYMENT_METHOD_KINDS);

/** A payment method the site offers, with its limits and fee per transaction. */
export const paymentMethod = z.object({
  code: z.string(),
  name: z.string(),
  kind: paymentMethodKind,
  currency: z.string(),
  deposits: z.boolean().describe('The method takes deposits'),
  payouts: z.boolean().describe('The method pays out withdrawals'),
  min_amount: currencyAmount('The least one transaction may be, major units'),
  max_amount: currencyAmount('The most one transaction may be, major units'),
  fee_fixed: currencyAmount('Fixed fee per transaction, major units (0: none)'),
  fee_percent: z.number().describe('Fee in percent of the amount (1.5 = 1.5 %), added to the fixed fee'),
});

/** A bank the site pays out to, and what its account numbers look like. */
export const bank = z.object({
  code: z.string(),
  name: z.string(),
  account_format: z.string().describe('What an account number of this bank looks like ("10 to 12 digits")'),
});

/** One of the player's own bank accounts; the number is shown masked except its last four digits. */
export const bankAccount = z.object({
  bank_account_id: z.number().int(),
  bank_code: z.string(),
  bank_name: z.string(),
  holder_name: z.string(),
  account_number: z.string().describe('Masked: •••• and the last four digits'),
  is_default: z.boolean(),
  created_at: z.string(),
});

/** One state change of a deposit or a withdrawal, oldest first. */
export const cashierStep = z.object({
  state: z.string(),
  at: z.string(),
  note: z.string().describe('Why, when there is more to say (a rejection reason, a card declined)'),
});

export const DEPOSIT_STATES = ['created', 'pending', 'completed', 'failed', 'expired', 'cancelled'] as const;
export const WITHDRAWAL_STATES = ['pending', 'approved', 'paid', 'rejected', 'cancelled', 'failed'] as const;

/** A deposit or a withdrawal as the player's transaction history lists it. */
export const cashierTransaction = z.object({
  id: z.string().describe('dep_… or wd_…'),
  type: z.enum(['deposit', 'withdrawal']),
  method_code: z.string(),
  method_name: z.string(),
  amount: currencyAmount(),
  fee: currencyAmount(),
  currency: z.string(),
  state: z.enum([...DEPOSIT_STATES, ...WITHDRAWAL_STATES]),
  bank_account: z.string().nullable().describe('Withdrawals: the bank and the masked account'),
  created_at: z.string(),
  updated_at: z.string(),
  timeline: z.array(cashierStep),
  cancellable: z.boolean().describe('A pending withdrawal the player may still cancel'),
});

/** Decimal text as the player typed it ("500", "1,250.50" is refused: no separators). */
export const amountText = safeString()
  .trim()
  .min(1)
  .max(32)
  .describe(
    'Decimal text in major units of the site currency ("500", "1250.50"); at most the currency digits',
  );

/** The client's id of one request: a retried or double-clicked request with it happens once. */
export const requestId = safeString()
  .regex(/^[A-Za-z0-9_-]{8,64}$/)
  .describe('Unique per request, chosen by the client (a UUID); a retry with it returns the first answer');
