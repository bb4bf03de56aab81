import type { CashierStep, CashierTransaction, PaymentMethod } from '@wl/api';
import { currencyDigits, fromMajor, type MinorUnits } from '@wl/money';

/** A payment method with its limits and fixed fee in minor units of its currency (converted here, once). */
export interface ShownMethod {
  code: string;
  name: string;
  kind: PaymentMethod['kind'];
  currency: string;
  deposits: boolean;
  payouts: boolean;
  min: MinorUnits;
  max: MinorUnits;
  feeFixed: MinorUnits;
  /** 1.5 is 1.5 %. */
  feePercent: number;
}

export function shownMethod(method: PaymentMethod): ShownMethod {
  const digits = currencyDigits(method.currency);
  return {
    code: method.code,
    name: method.name,
    kind: method.kind,
    currency: method.currency,
    deposits: method.deposits,
    payouts: method.payouts,
    min: fromMajor(method.min_amount, digits),
    max: fromMajor(method.max_amount, digits),
    feeFixed: fromMajor(method.fee_fixed, digits),
    feePercent: method.fee_percent,
  };
}

export type TransactionState = CashierTransaction['state'];

/** A deposit or a withdrawal as the cashier shows it: amounts in minor units of its currency. */
export interface ShownTransaction {
  id: string;
  type: CashierTransaction['type'];
  methodName: string;
  amount: MinorUnits;
  fee: MinorUnits;
  currency: string;
  state: TransactionState;
  bankAccount: string | null;
  createdAt: string;
  timeline: CashierStep[];
  cancellable: boolean;
}

export function shownTransaction(wire: CashierTransaction): ShownTransaction {
  const digits = currencyDigits(wire.currency);
  return {
    id: wire.id,
    type: wire.type,
    methodName: wire.method_name,
    amount: fromMajor(wire.amount, digits),
    fee: fromMajor(wire.fee, digits),
    currency: wire.currency,
    state: wire.state,
    bankAccount: wire.bank_account,
    createdAt: wire.created_at,
    timeline: wire.timeline,
    cancellable: wire.cancellable,
  };
}

/** The states after which a deposit does not change any more. */
export const FINAL_DEPOSIT_STATES: readonly TransactionState[] = [
  'completed',
  'failed',
  'expired',
  'cancelled',
];
