import { parseAmount, type MinorUnits } from '@wl/money';

/** A typed limit in minor units, or the `errors` key of what is wrong with it (the platform's own keys). */
export type LimitAmountCheck = { ok: true; minor: MinorUnits } | { ok: false; key: string };

/**
 * Checks a typed limit as the platform will, before sending it: an amount above zero, with no more
 * decimals than the currency has, within the largest limit the platform takes (it answers limitTooLarge
 * beyond; the check here is the amount's form only).
 */
export function checkLimitAmount(text: string, currency: string): LimitAmountCheck {
  const typed = text.trim();
  if (typed.startsWith('-')) return { ok: false, key: 'limitNegative' };
  const parsed = parseAmount(typed, currency);
  if (!parsed.ok) {
    if (parsed.problem === 'tooManyDecimals') return { ok: false, key: 'limitTooPrecise' };
    if (parsed.problem === 'tooLarge') return { ok: false, key: 'limitTooLarge' };
    return { ok: false, key: 'invalidLimitAmount' };
  }
  return parsed.minor > 0 ? { ok: true, minor: parsed.minor } : { ok: false, key: 'invalidLimitAmount' };
}
