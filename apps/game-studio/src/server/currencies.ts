/**
 * Decimal places of the demo currencies' minor units. VND has none; the others (and any currency not
 * listed) have two. The platform sends amounts in minor units, so this only shapes play money and the
 * page's formatting.
 */
const CURRENCY_DIGITS: Readonly<Record<string, number>> = {
  PHP: 2,
  VND: 0,
  BDT: 2,
  NPR: 2,
  MYR: 2,
  USD: 2,
};

export function currencyDigits(currency: string): number {
  return CURRENCY_DIGITS[currency] ?? 2;
}

/** Fun mode's play money: 2,000.00 in a two-decimal currency, 2,000,000 in VND-like ones. */
export function funStartingBalance(currency: string): number {
  return currencyDigits(currency) === 0 ? 2_000_000 : 200_000;
}
