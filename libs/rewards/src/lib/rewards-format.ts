import type { TFunction } from 'i18next';
import type { Prize } from '@wl/api';
import { formatDateTime, formatLocale, formatMoney, formatNumber } from '@wl/i18n';
import { currencyDigits, fromMajor } from '@wl/money';

/** How the rewards screens write tokens, prizes, money, chances and times: the site's currency, the page's language. */
export interface RewardsFormat {
  /** "1,250" */
  number: (value: number) => string;
  /** "12 tokens", in the language's plural. */
  tokens: (count: number) => string;
  /** "10 free spins", in the language's plural. */
  freeSpins: (count: number) => string;
  /** An amount of the wire (major units of the site's currency): "₱10.00". */
  money: (major: number) => string;
  /** A prize in words: "50 tokens", "₱10.00", "10 free spins", "No prize". */
  prize: (prize: Prize) => string;
  /** Hundredths as a number with two decimals: 4950 → "49.50". */
  hundredths: (value: number) => string;
  /** A multiplier: 2 → "2×", 1.98 → "1.98×". */
  multiplier: (value: number) => string;
  time: (iso: string) => string;
  /** How long until `iso`: "2 days", "5 hours", "12 minutes" (at least one minute). */
  until: (iso: string, now: number) => string;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export function rewardsFormat(t: TFunction, language: string, currency: string): RewardsFormat {
  const locale = formatLocale(language);
  const decimals = (value: number, digits: [number, number]) =>
    new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits[0],
      maximumFractionDigits: digits[1],
    }).format(value);
  const number = (value: number) => formatNumber(value, language);
  const money = (major: number) =>
    formatMoney(fromMajor(major, currencyDigits(currency)), currency, language);
  const tokens = (count: number) => t('rewards:tokenCount', { count, n: number(count) });
  const freeSpins = (count: number) => t('rewards:freeSpinCount', { count, n: number(count) });
  // The language's own words for lengths of time (Intl), so no translation file repeats them.
  const unit = (value: number, name: 'day' | 'hour' | 'minute') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'long' }).format(value);
  return {
    number,
    tokens,
    freeSpins,
    money,
    prize: (prize) => {
      switch (prize.kind) {
        case 'tokens':
          return tokens(prize.amount);
        case 'cash':
          return money(prize.amount);
        case 'freeSpins':
          return freeSpins(prize.amount);
        case 'nothing':
          return t('rewards:prizeNothing');
      }
    },
    hundredths: (value) => decimals(value / 100, [2, 2]),
    multiplier: (value) => `${decimals(value, [0, 4])}×`,
    time: (iso) => formatDateTime(iso, language),
    until: (iso, now) => {
      const left = Math.max(MINUTE, Date.parse(iso) - now);
      if (left >= DAY) return unit(Math.floor(left / DAY), 'day');
      if (left >= HOUR) return unit(Math.floor(left / HOUR), 'hour');
      return unit(Math.floor(left / MINUTE), 'minute');
    },
  };
}
