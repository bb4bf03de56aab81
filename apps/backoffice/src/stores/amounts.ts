/** An amount in minor units as the currency writes it (₱1,234.50), in the reader's language. */
export function formatMinor(minor: number, currency: string, digits: number, language: string): string {
  const major = minor / 10 ** digits;
  try {
    return new Intl.NumberFormat(language, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(major);
  } catch {
    // A code Intl does not know: the number alone, with the code after it.
    return `${major.toFixed(digits)} ${currency}`;
  }
}

/** Whole tokens in the reader's language. */
export function formatCount(count: number, language: string): string {
  return new Intl.NumberFormat(language).format(count);
}

/**
 * A positive amount typed in major units ("12.5", "1,000.25") as minor units, or undefined when it is not
 * one with at most the currency's decimal places. Worked out on the digits, never in floating point.
 */
export function parseMajor(text: string, digits: number): number | undefined {
  const compact = text.trim().replace(/[,\s]/g, '');
  const match = /^(\d+)(?:\.(\d*))?$/.exec(compact);
  if (!match) return undefined;
  const whole = match[1] ?? '';
  const fraction = match[2] ?? '';
  if (fraction.length > digits) return undefined;
  const minor = Number(whole + fraction.padEnd(digits, '0'));
  return Number.isSafeInteger(minor) && minor > 0 ? minor : undefined;
}

/** A new id for one adjustment: a retry of the same adjustment sends it again, so it posts once. */
export function newRequestId(): string {
  return globalThis.crypto.randomUUID();
}

/** An amount typed in major units that may be zero ("0", "0.00"), as minor units; undefined when not one. */
export function parseMajorOrZero(text: string, digits: number): number | undefined {
  const compact = text.trim().replace(/[,\s]/g, '');
  if (/^0+(\.0*)?$/.test(compact)) return 0;
  return parseMajor(text, digits);
}

/** Minor units as a field shows them in major units (12345, 2 digits: "123.45"), without grouping. */
export function minorToMajorText(minor: number, digits: number): string {
  if (digits === 0) return String(minor);
  const text = String(Math.abs(minor)).padStart(digits + 1, '0');
  const sign = minor < 0 ? '-' : '';
  return `${sign}${text.slice(0, -digits)}.${text.slice(-digits)}`;
}
