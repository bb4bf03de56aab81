import type { SportsBet } from '@wl/api';
import { currencyDigits, fromMajor, type MinorUnits } from '@wl/money';

/** A sports bet as the history shows it: the wire's major units held as minor units of the site currency. */
export interface ShownSportsBet extends Omit<
  SportsBet,
  'stake' | 'potential_return' | 'return' | 'cash_out'
> {
  stake: MinorUnits;
  potential_return: MinorUnits;
  /** What the bet returned (settled or cashed out); null while open. */
  return: MinorUnits | null;
  /** What the player can take now; null when cash out is not offered. */
  cash_out: MinorUnits | null;
}

const orNull = (amount: number | null, digits: number): MinorUnits | null =>
  amount === null ? null : fromMajor(amount, digits);

/** The wire's bet in minor units of `currency` (converted once, here). */
export function shownSportsBet(bet: SportsBet, currency: string): ShownSportsBet {
  const digits = currencyDigits(currency);
  return {
    ...bet,
    stake: fromMajor(bet.stake, digits),
    potential_return: fromMajor(bet.potential_return, digits),
    return: orNull(bet.return, digits),
    cash_out: orNull(bet.cash_out, digits),
  };
}

/** True for a bet the player can cash out now. */
export const canCashOut = (bet: ShownSportsBet): boolean => bet.state === 'open' && bet.cash_out !== null;
