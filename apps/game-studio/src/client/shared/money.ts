/** Amounts on the page: minor units shown in the currency's major unit, with its symbol. */
export function moneyFormatter(currency: string, digits: number): (minor: number) => string {
  let format: Intl.NumberFormat;
  try {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
  } catch {
    // An unknown code: plain digits and the code.
    format = new Intl.NumberFormat('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  }
  return (minor) => format.format(minor / 10 ** digits);
}

/** A chip's face: whole units, shortened (1, 20, 500, 1K, 10K). */
export function chipLabel(minor: number, digits: number): string {
  const units = minor / 10 ** digits;
  if (units >= 1_000_000) return `${units / 1_000_000}M`;
  if (units >= 1_000) return `${units / 1_000}K`;
  return String(units);
}
