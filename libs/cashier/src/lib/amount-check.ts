import { currencyDigits, parseAmount, type MinorUnits } from '@wl/money';
import { feeOf, type MethodFee } from './fees';

/** The limits an amount is checked against: the method's, and what may leave the balance now. */
export interface AmountLimits extends MethodFee {
  min: MinorUnits;
  max: MinorUnits;
  /** Withdrawals: what can be withdrawn now. */
  available?: MinorUnits;
  /** Withdrawals: the fee is taken from the amount, so it must leave something. */
  feeFromAmount?: boolean;
}

/** Why a typed amount is refused before anything is sent; each has its message in the cashier's texts. */
export type AmountIssue =
  'required' | 'format' | 'decimals' | 'belowMin' | 'aboveMax' | 'aboveAvailable' | 'feeTakesAll';

export type AmountCheck =
  | { ok: true; amount: MinorUnits; fee: MinorUnits }
  | { ok: false; issue: AmountIssue; amount: MinorUnits | null };

/**
 * The rules the platform applies to a typed amount, checked before sending: digits with at most the
 * currency's decimals (no sign, grouping or exponent), within the method's minimum and maximum, and for
 * a withdrawal no more than the withdrawable amount and more than the fee.
 */
export function checkAmount(text: string, currency: string, limits: AmountLimits): AmountCheck {
  if (!text.trim()) return { ok: false, issue: 'required', amount: null };
  const parsed = parseAmount(text, currency);
  if (!parsed.ok) {
    return { ok: false, issue: parsed.problem === 'tooManyDecimals' ? 'decimals' : 'format', amount: null };
  }
  const amount = parsed.minor;
  if (amount < limits.min || amount <= 0) return { ok: false, issue: 'belowMin', amount };
  if (amount > limits.max) return { ok: false, issue: 'aboveMax', amount };
  if (limits.available !== undefined && amount > limits.available) {
    return { ok: false, issue: 'aboveAvailable', amount };
  }
  const fee = feeOf(limits, amount);
  if (limits.feeFromAmount && fee >= amount) return { ok: false, issue: 'feeTakesAll', amount };
  return { ok: true, amount, fee };
}

/** How many decimals an amount of the currency may have (0 for VND: whole amounts only). */
export const amountDecimals = (currency: string): number => currencyDigits(currency);
