import { currencyDigits } from '@wl/money';
import type { Asset } from './ledger-kinds';

/** Decimal places of an asset: the site currency's for the game balance; tokens are whole. */
export function assetDigits(asset: Asset, currency: string): number {
  return asset === 'token' ? 0 : currencyDigits(currency);
}
