import { currencyDigits, formatMinor } from '@wl/money';
import { DATE_LOCALES, DEFAULT_LANGUAGE, toLanguageCode } from './languages';

/** The default number format of the spec ('0,0': a grouped integer). */
export const NUMBER_FORMAT = '0,0';

/** Locale of dates and numbers for a language code; unknown codes are formatted as English. */
export function formatLocale(language: string = DEFAULT_LANGUAGE): string {
  return DATE_LOCALES[toLanguageCode(language) ?? DEFAULT_LANGUAGE];
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

const finite = (value: number): number => (Number.isFinite(value) ? value : 0);

/** '0,0': the value rounded to a whole number with the locale's grouping (1,234,568 in English). */
export function formatNumber(value: number, language: string = DEFAULT_LANGUAGE): string {
  return numberFormat(formatLocale(language), { maximumFractionDigits: 0 }).format(finite(value));
}

/**
 * The value abbreviated for thousands, millions, billions and trillions, at most one decimal, in the
 * locale's own words: 1.2K, 3.4M, 5B, 1T in English; 1,2 тыс. in Russian; 340万 in Chinese.
 */
export function formatAbbreviated(value: number, language: string = DEFAULT_LANGUAGE): string {
  return numberFormat(formatLocale(language), { notation: 'compact', maximumFractionDigits: 1 }).format(
    finite(value),
  );
}

/** Number of decimals of a currency's ISO 4217 minor unit: 2 for most, 0 for JPY or VND, 3 for KWD. */
export function currencyExponent(currency: string): number {
  return currencyDigits(currency);
}

/**
 * An amount in minor units of the site's currency (ISO 4217: 123456 PHP is ₱1,234.56), written with the
 * currency's symbol and the decimals the locale usually shows for it, or all of them when they matter.
 */
export function formatMoney(
  minorUnits: number,
  currency: string,
  language: string = DEFAULT_LANGUAGE,
): string {
  return formatMinor(minorUnits, currency, formatLocale(language));
}

/** A date (or date and time, with other options) in the language's date locale; '' for an invalid date. */
export function formatDate(
  value: Date | string | number,
  language: string = DEFAULT_LANGUAGE,
  options: Intl.DateTimeFormatOptions = { dateStyle: 'medium' },
): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(formatLocale(language), options).format(date);
}

/** Date and time, as the maintenance window shows them. */
export function formatDateTime(value: Date | string | number, language: string = DEFAULT_LANGUAGE): string {
  return formatDate(value, language, { dateStyle: 'medium', timeStyle: 'short' });
}
