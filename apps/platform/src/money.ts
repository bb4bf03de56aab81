/** Digits after the decimal point of a currency (2 for PHP and USD, 0 for VND), from the platform's Intl. */
export function minorDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/** "12.50" in PHP → 1250 minor units, exactly (no floating point); anything else is refused. */
export function toMinorUnits(amount: string, currency: string): number {
  const digits = minorDigits(currency);
  const match = /^(\d+)(?:\.(\d+))?$/.exec(amount.trim());
  if (!match) throw new Error(`Amount must be a positive number like 12.50, not "${amount}"`);
  const [, whole = '0', fraction = ''] = match;
  if (fraction.length > digits) throw new Error(`${currency} amounts have at most ${digits} decimals`);
  const minor = Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
  if (!Number.isSafeInteger(minor) || minor <= 0)
    throw new Error(`Amount must be above zero, not "${amount}"`);
  return minor;
}

export function formatMinor(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  return new Intl.NumberFormat('en', { style: 'currency', currency }).format(minor / 10 ** digits);
}
