import { exactDecimal, parseAmount, scaledText } from '@wl/money';
import { protectionErrors } from './protection-errors';
import { PROTECTION_POLICY } from './protection-policy';

/**
 * A limit the player sent (decimal text in major units, or a JSON number) as minor units of the site
 * currency; null removes the limit. Each way it can be wrong has its own key: not an amount or zero
 * (invalidLimitAmount), negative (limitNegative), more decimals than the currency (limitTooPrecise), above
 * the policy's bound (limitTooLarge).
 */
export function limitAmount(input: string | number | null, currency: string): number | null {
  if (input === null) return null;
  const text = typeof input === 'number' ? numberText(input) : input.trim();
  if (/^-\s*[\d.]/.test(text)) throw protectionErrors.limitNegative();
  const parsed = parseAmount(text, currency);
  if (!parsed.ok) {
    if (parsed.problem === 'tooManyDecimals') throw protectionErrors.limitTooPrecise();
    if (parsed.problem === 'tooLarge') throw protectionErrors.limitTooLarge();
    throw protectionErrors.invalidLimitAmount();
  }
  if (parsed.minor <= 0) throw protectionErrors.invalidLimitAmount();
  if (parsed.minor > PROTECTION_POLICY.maxLimitMinor) throw protectionErrors.limitTooLarge();
  return parsed.minor;
}

/** A JSON number as the decimal text it is written as (1e21 in full, 1e-7 as 0.0000001). */
function numberText(value: number): string {
  const exact = exactDecimal(value);
  if (!exact) return '';
  return scaledText(exact.units, exact.scale);
}
