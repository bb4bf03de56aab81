import type { Asset } from './ledger-kinds';

const digitsCache = new Map<string, number>();

/** Decimal places of a currency's minor unit (ISO 4217 as the runtime knows it); 2 when unknown. */
export function currencyDigits(currency: string): number {
  let digits = digitsCache.get(currency);
  if (digits === undefined) {
    try {
      digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
        .maximumFractionDigits;
    } catch {
      digits = 2;
    }
    digitsCache.set(currency, digits ?? 2);
  }
  return digits ?? 2;
}

/** Decimal places of an asset: the site currency's for the game balance; tokens are whole. */
export function assetDigits(asset: Asset, currency: string): number {
  return asset === 'token' ? 0 : currencyDigits(currency);
}

/** Minor units to the major-unit number the front end shows (12345 PHP minor units → 123.45). */
export function toMajor(minor: number, digits: number): number {
  return Number((minor / 10 ** digits).toFixed(digits));
}
