import { useStores } from '@wl/core';
import { formatDate, formatDateTime, formatLocale, formatMoney } from '@wl/i18n';
import type { MinorUnits } from '@wl/money';

/** How the cashier writes money, percentages and times: the site's currency, the player's language. */
export interface CashierFormat {
  currency: string;
  money: (minor: MinorUnits, currency?: string) => string;
  /** With its sign: +₱2.50, -₱10.00, ₱0.00. */
  signed: (minor: MinorUnits, currency?: string) => string;
  /** A number that is not money (a percentage, a multiple): 1.5 → "1.5" in English, "1,5" in Russian. */
  number: (value: number) => string;
  /** A percentage given in percent (1.5 → "1.5%" in English, "1,5 %" in Russian). */
  percent: (value: number) => string;
  time: (iso: string) => string;
  day: (iso: string) => string;
}

export function useCashierFormat(): CashierFormat {
  const { site, locale } = useStores();
  const siteCurrency = site.site?.currency ?? 'USD';
  const language = locale.language;
  const money = (minor: MinorUnits, currency = siteCurrency) => formatMoney(minor, currency, language);
  return {
    currency: siteCurrency,
    money,
    signed: (minor, currency) => (minor > 0 ? `+${money(minor, currency)}` : money(minor, currency)),
    number: (value) =>
      new Intl.NumberFormat(formatLocale(language), { maximumFractionDigits: 4 }).format(value),
    // Display only: the value is a percentage, never money.
    percent: (value) =>
      new Intl.NumberFormat(formatLocale(language), { style: 'percent', maximumFractionDigits: 4 }).format(
        value / 100,
      ),
    time: (iso) => formatDateTime(iso, language),
    day: (iso) => formatDate(iso, language),
  };
}
