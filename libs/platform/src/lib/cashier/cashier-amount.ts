import { parseAmount } from '@wl/money';
import type { MethodRow } from './cashier-records';
import { cashierRefusal } from './cashier-errors';

/** The most any one cashier amount may be, whatever a method says: 10^12 minor units. */
const ABSURD_MINOR = 1_000_000_000_000;

/**
 * What the player typed, as minor units of the site currency, within the method's limits: a clear error
 * for text that is not an amount, zero, more decimals than the currency has, or out of the limits.
 */
export function methodAmount(text: string, currency: string, method: MethodRow): number {
  const parsed = parseAmount(text, currency);
  if (!parsed.ok) {
    const why =
      parsed.problem === 'tooManyDecimals'
        ? `${currency} amounts have fewer decimals`
        : parsed.problem === 'tooLarge'
          ? 'the amount is too large'
          : 'write the amount as digits, like 500 or 500.50';
    throw cashierRefusal('invalidAmount', why);
  }
  if (parsed.minor <= 0) throw cashierRefusal('invalidAmount', 'the amount must be above zero');
  if (parsed.minor > ABSURD_MINOR) throw cashierRefusal('invalidAmount', 'the amount is too large');
  if (parsed.minor < method.minMinor) throw cashierRefusal('amountBelowMinimum');
  if (parsed.minor > method.maxMinor) throw cashierRefusal('amountAboveMaximum');
  return parsed.minor;
}
