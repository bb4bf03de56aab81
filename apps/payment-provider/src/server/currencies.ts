/**
 * Decimal places of a currency's minor unit. Most currencies have two; the few listed here differ. The
 * API takes minor units, so this only shapes how the hosted page shows an amount.
 */
const MINOR_DIGITS: Readonly<Record<string, number>> = {
  JPY: 0,
  KRW: 0,
  VND: 0,
  CLP: 0,
  ISK: 0,
  BHD: 3,
  KWD: 3,
  OMR: 3,
  JOD: 3,
  TND: 3,
};

export function minorDigits(currency: string): number {
  return MINOR_DIGITS[currency] ?? 2;
}

/** An amount in minor units as the player reads it: `₱500.00`, `₫50,000`, `BHD 1.250`. */
export function formatAmount(amountMinor: number, currency: string): string {
  const digits = minorDigits(currency);
  const format = (options: Intl.NumberFormatOptions) =>
    new Intl.NumberFormat('en', {
      ...options,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amountMinor / 10 ** digits);
  try {
    return format({ style: 'currency', currency });
  } catch {
    // A well-formed code Intl does not know: the number and the code.
    return `${currency} ${format({})}`;
  }
}
