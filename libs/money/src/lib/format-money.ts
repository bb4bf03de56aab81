import { currencyDigits } from './currency-digits';
import { exactDecimal, rescale, scaledText } from './exact-decimal';
import type { MinorUnits } from './minor-units';

const formats = new Map<string, Intl.NumberFormat>();
function currencyFormat(locale: string, currency: string, fractionDigits?: number): Intl.NumberFormat {
  const key = `${locale}|${currency}|${fractionDigits ?? ''}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      currencyDisplay: 'narrowSymbol',
      ...(fractionDigits === undefined
        ? {}
        : { minimumFractionDigits: fractionDigits, maximumFractionDigits: fractionDigits }),
    });
    formats.set(key, format);
  }
  return format;
}

/**
 * Minor units for display (123456 PHP is ₱1,234.56 in 'en'): the currency's symbol and the decimals the
 * locale usually shows for it, or all of the currency's decimals when the amount has them (Rp 1,500 but
 * Rp 1,500.50). The amount reaches Intl as exact decimal text, never as a float. A fractional count of
 * minor units is rounded to a whole one; NaN and the infinities show as zero.
 */
export function formatMinor(minor: MinorUnits, currency: string, locale = 'en'): string {
  const digits = currencyDigits(currency);
  const units = rescale(exactDecimal(minor) ?? { units: 0n, scale: 0 }, 0);
  const text = scaledText(units, digits) as Intl.StringNumericLiteral;
  const usual = currencyFormat(locale, currency);
  const shown = usual.resolvedOptions().maximumFractionDigits ?? digits;
  if (shown >= digits || units % 10n ** BigInt(digits - shown) === 0n) return usual.format(text);
  return currencyFormat(locale, currency, digits).format(text);
}
