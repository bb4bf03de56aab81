import { useStores } from '@wl/core';
import { formatDate, formatDateTime, formatLocale, formatMoney, formatNumber } from '@wl/i18n';
import { currencyDigits, fromMajor, type MinorUnits } from '@wl/money';

/** How the member screens write money, counts, percentages and times: the site's currency, the page's language. */
export interface MemberFormat {
  currency: string;
  money: (minor: MinorUnits) => string;
  /** An amount the wire carries in major units of the site's currency (a VIP threshold). */
  major: (amount: number) => string;
  count: (value: number) => string;
  /** A whole percentage, rounded down: 62.5 → "62%" in English, "62 %" in Russian. */
  percent: (value: number) => string;
  time: (iso: string) => string;
  day: (iso: string) => string;
}

export function useMemberFormat(): MemberFormat {
  const { site, locale } = useStores();
  const currency = site.site?.currency ?? 'USD';
  const language = locale.language;
  const money = (minor: MinorUnits) => formatMoney(minor, currency, language);
  return {
    currency,
    money,
    major: (amount) => money(fromMajor(amount, currencyDigits(currency))),
    count: (value) => formatNumber(value, language),
    // Display only: a percentage, never money.
    percent: (value) =>
      new Intl.NumberFormat(formatLocale(language), { style: 'percent', maximumFractionDigits: 0 }).format(
        Math.floor(Math.min(100, Math.max(0, value))) / 100,
      ),
    time: (iso) => formatDateTime(iso, language),
    day: (iso) => formatDate(iso, language),
  };
}
