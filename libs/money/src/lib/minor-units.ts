/*
 * Amounts inside are whole minor units of the currency (ISO 4217 digits, see currency-digits.ts); the wire
 * carries them as major-unit JSON numbers (toMajor on the platform, fromMajor in the browser); typed text
 * is parsed here without floating point. The whole rule is written at the top of the lib's index.ts.
 */
import { currencyDigits } from './currency-digits';
import { exactDecimal, multiplyExact, rescale, scaledText } from './exact-decimal';

/** A whole number of a currency's minor units (12345 in PHP is ₱123.45): how every amount is held inside. */
export type MinorUnits = number;

const MAX_MINOR = BigInt(Number.MAX_SAFE_INTEGER);

/** A safe integer from an exact whole count of minor units, or a RangeError: money never leaves the safe range. */
function toSafeMinor(units: bigint): MinorUnits {
  if (units > MAX_MINOR || units < -MAX_MINOR) throw new RangeError(`${units} minor units is out of range`);
  return Number(units);
}

/** Why a typed amount was refused. */
export type AmountProblem = 'notAnAmount' | 'tooManyDecimals' | 'tooLarge';
export type ParsedAmount = { ok: true; minor: MinorUnits } | { ok: false; problem: AmountProblem };

const AMOUNT_TEXT = /^(\d*)(?:\.(\d*))?$/;

/**
 * What a player or an operator typed ("12.50", "12.5", "12", ".5", "12.") as whole minor units of the
 * currency, exactly, without floating point: no sign, grouping or exponent, and no more decimals than the
 * currency has (1.5 VND is refused, not rounded).
 */
export function parseAmount(text: string, currency: string): ParsedAmount {
  const match = AMOUNT_TEXT.exec(text.trim());
  const [, whole = '', fraction = ''] = match ?? [];
  if (!match || (!whole && !fraction)) return { ok: false, problem: 'notAnAmount' };
  const digits = currencyDigits(currency);
  if (fraction.length > digits) return { ok: false, problem: 'tooManyDecimals' };
  const minor = BigInt(`${whole || '0'}${fraction.padEnd(digits, '0')}`);
  if (minor > MAX_MINOR) return { ok: false, problem: 'tooLarge' };
  return { ok: true, minor: Number(minor) };
}

/** An amount an operator typed ("12.50" in PHP → 1250), above zero; anything else throws, saying why. */
export function toMinorUnits(amount: string, currency: string): MinorUnits {
  const parsed = parseAmount(amount, currency);
  if (!parsed.ok) {
    if (parsed.problem === 'tooManyDecimals')
      throw new Error(`${currency} amounts have at most ${currencyDigits(currency)} decimals`);
    if (parsed.problem === 'tooLarge') throw new Error(`Amount is too large: "${amount}"`);
    throw new Error(`Amount must be a positive number like 12.50, not "${amount}"`);
  }
  if (parsed.minor <= 0) throw new Error(`Amount must be above zero, not "${amount}"`);
  return parsed.minor;
}

/** Minor units as the decimal text of the major unit, all digits written: (1250, 2) is "12.50". */
export function minorToText(minor: MinorUnits, digits: number): string {
  if (!Number.isSafeInteger(minor)) throw new RangeError(`${minor} is not a whole number of minor units`);
  return scaledText(BigInt(minor), digits);
}

/**
 * Minor units → the major-unit number the wire carries (12345 with 2 digits → 123.45). Exact on the wire
 * for amounts below 10^15 minor units, which a JSON number holds to the last digit.
 */
export function toMajor(minor: MinorUnits, digits: number): number {
  return Number(minorToText(minor, digits));
}

/**
 * A major-unit number from the wire → minor units (123.45 with 2 digits → 12345), from the decimal the
 * number is written as, so 0.29 is 29 and not 28.999…; more decimals than the currency has are rounded
 * half away from zero. Not a number (NaN, ±Infinity) is 0, as a missing amount is.
 */
export function fromMajor(major: number, digits: number): MinorUnits {
  const exact = exactDecimal(major);
  return exact ? toSafeMinor(rescale(exact, digits)) : 0;
}

/**
 * An amount times a decimal factor (a stake times odds of 3.15, a share of 12.5%), exactly, rounded half
 * away from zero to whole minor units. The factor is decimal text or a number read as the decimal it is
 * written as; anything else throws.
 */
export function multiplyMinor(minor: MinorUnits, factor: number | string): MinorUnits {
  const exact = exactDecimal(factor);
  if (!exact || !Number.isSafeInteger(minor)) throw new RangeError(`Cannot multiply ${minor} by ${factor}`);
  return toSafeMinor(rescale(multiplyExact({ units: BigInt(minor), scale: 0 }, exact), 0));
}
