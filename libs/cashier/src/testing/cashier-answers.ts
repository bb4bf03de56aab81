// Test-only: the platform's cashier answers, typed by the contract.
import type { BankAccount, CashierTransaction, PaymentMethod } from '@wl/api';
import { okAnswer } from '@wl/testing';

export const GCASH: PaymentMethod = {
  code: 'GCASH',
  name: 'GCash',
  kind: 'ewallet',
  currency: 'PHP',
  deposits: true,
  payouts: true,
  min_amount: 100,
  max_amount: 50_000,
  fee_fixed: 5,
  fee_percent: 1.5,
};

export const CARD: PaymentMethod = {
  code: 'CARD',
  name: 'Visa / Mastercard',
  kind: 'card',
  currency: 'PHP',
  deposits: true,
  payouts: false,
  min_amount: 200,
  max_amount: 100_000,
  fee_fixed: 0,
  fee_percent: 2.5,
};

export const BANK: PaymentMethod = {
  code: 'BANK',
  name: 'Bank transfer',
  kind: 'bank_transfer',
  currency: 'PHP',
  deposits: false,
  payouts: true,
  min_amount: 500,
  max_amount: 200_000,
  fee_fixed: 15,
  fee_percent: 0,
};

/** The site's methods and banks, as `cashier/methods` answers them. */
export const methodsFields = (methods: PaymentMethod[] = [GCASH, CARD, BANK]) => ({
  currency: 'PHP',
  methods,
  banks: [
    { code: 'BDO', name: 'BDO Unibank', account_format: '10 to 12 digits' },
    { code: 'BPI', name: 'BPI', account_format: '10 digits' },
  ],
});

export const methodsAnswer = (methods?: PaymentMethod[]) =>
  okAnswer('cashier/methods', methodsFields(methods));

export const account = (id: number, fields: Partial<BankAccount> = {}): BankAccount => ({
  bank_account_id: id,
  bank_code: 'BDO',
  bank_name: 'BDO Unibank',
  holder_name: 'Demo One',
  account_number: `•••• ${String(7890 + id)}`,
  is_default: false,
  created_at: '2025-03-01T08:00:00Z',
  ...fields,
});

export const transaction = (id: string, fields: Partial<CashierTransaction> = {}): CashierTransaction => ({
  id,
  type: id.startsWith('wd_') ? 'withdrawal' : 'deposit',
  method_code: 'GCASH',
  method_name: 'GCash',
  amount: 500,
  fee: 12.5,
  currency: 'PHP',
  state: 'pending',
  bank_account: null,
  created_at: '2025-03-14T09:00:00Z',
  updated_at: '2025-03-14T09:00:00Z',
  timeline: [{ state: 'created', at: '2025-03-14T09:00:00Z', note: '' }],
  cancellable: false,
  ...fields,
});

export const summaryAnswer = (fields: Partial<Record<string, number>> = {}) =>
  okAnswer('cashier/withdrawal_summary', {
    currency: 'PHP',
    balance: 2000,
    held: 0,
    withdrawable: 1400,
    wagering_required: 1000,
    wagered: 400,
    wagering_left: 600,
    wagering_multiple: 1,
    pending: 0,
    max_pending: 3,
    today: 0,
    max_per_day: 5,
    ...fields,
  });
