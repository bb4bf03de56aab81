import { formatDateTime, formatLocale, formatMoney } from '@wl/i18n';
import type { MinorUnits } from '@wl/money';

/** How the protection screens write money, times and lengths of time: the site's currency, the page's language. */
export interface ProtectionFormat {
  currency: string;
  money: (minor: MinorUnits) => string;
  /** With its sign: +₱2.50, -₱10.00, ₱0.00 (a session's net result). */
  signed: (minor: MinorUnits) => string;
  time: (iso: string) => string;
  /** A number of minutes: "45 minutes", "2 hours" (whole hours read as hours). */
  minutes: (count: number) => string;
  /** A period of the wire ('24h', '7d', '6w', '6m', '1y'): "24 hours", "7 days", "6 weeks"... */
  period: (code: string) => string;
}

const UNITS = { h: 'hour', d: 'day', w: 'week', m: 'month', y: 'year' } as const;
type UnitLetter = keyof typeof UNITS;
const isUnitLetter = (letter: string): letter is UnitLetter => Object.hasOwn(UNITS, letter);

// The language's own words for units of time (Intl), so no translation file repeats them.
const unitText = (value: number, unit: string, locale: string): string =>
  new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);

export function protectionFormat(language: string, currency: string): ProtectionFormat {
  const locale = formatLocale(language);
  const money = (minor: MinorUnits) => formatMoney(minor, currency, language);
  return {
    currency,
    money,
    signed: (minor) => (minor > 0 ? `+${money(minor)}` : money(minor)),
    time: (iso) => formatDateTime(iso, language),
    minutes: (count) =>
      count >= 60 && count % 60 === 0
        ? unitText(count / 60, 'hour', locale)
        : unitText(count, 'minute', locale),
    period: (code) => {
      const match = /^(\d+)([a-z])$/.exec(code);
      const letter = match?.[2] ?? '';
      return match && isUnitLetter(letter) ? unitText(Number(match[1]), UNITS[letter], locale) : code;
    },
  };
}
