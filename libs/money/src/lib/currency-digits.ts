/** Digits of a currency this table does not list (ISO 4217's most common minor unit, the hundredth). */
export const DEFAULT_CURRENCY_DIGITS = 2;

/**
 * The ISO 4217 currencies whose minor unit is not the hundredth. This table, not the runtime's Intl data,
 * decides: Intl follows CLDR's display habits (IDR, MMK, PKR, HUF and others show no decimals there), which
 * differ between runtimes, while stored amounts need one meaning on the platform and in every browser.
 */
const DIGITS_BY_CURRENCY: Readonly<Record<string, number>> = {
  ...Object.fromEntries(
    'BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF'.split(' ').map((code) => [code, 0]),
  ),
  ...Object.fromEntries('BHD IQD JOD KWD LYD OMR TND'.split(' ').map((code) => [code, 3])),
  CLF: 4,
  UYW: 4,
};

/** Decimal places of a currency's minor unit: 2 for PHP or USD, 0 for VND or JPY, 3 for KWD; 2 when unknown. */
export function currencyDigits(currency: string): number {
  return DIGITS_BY_CURRENCY[currency.trim().toUpperCase()] ?? DEFAULT_CURRENCY_DIGITS;
}
