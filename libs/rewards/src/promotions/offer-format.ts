import { formatLocale } from '@wl/i18n';

/** A percentage as the language writes it: 10 → "10%" in English, "10 %" in Spanish and Russian. */
export const formatPercent = (value: number, language: string): string =>
  new Intl.NumberFormat(formatLocale(language), { style: 'percent', maximumFractionDigits: 2 }).format(
    value / 100,
  );

/** A number of days in the language's own words (Intl): "7 days", "7 дней", "7天". */
export const formatDays = (days: number, language: string): string =>
  new Intl.NumberFormat(formatLocale(language), { style: 'unit', unit: 'day', unitDisplay: 'long' }).format(
    days,
  );
