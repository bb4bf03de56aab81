import { formatDate, formatLocale, formatMoney } from '@wl/i18n';
import { currencyDigits, fromMajor } from '@wl/money';

/** The operator's local text when the player reads another language than English and it is set, else English. */
export function localText(language: string, en: string, local: string): string {
  return language !== 'EN' && local.trim() ? local : en;
}

/** An account id as the public feeds show it: the platform masks them; one that arrives whole is masked here. */
export function maskAccount(id: string): string {
  if (id.includes('*')) return id;
  if (id.length <= 4) return `${id.slice(0, 1)}***`;
  return `${id.slice(0, 2)}***${id.slice(-2)}`;
}

/** An amount the feeds give in major units (12.5 PHP, the wire's money rule), as money in the player's language. */
export function formatUnits(amount: number, currency: string, language: string): string {
  return formatMoney(fromMajor(amount, currencyDigits(currency)), currency, language);
}

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['second', 60],
  ['minute', 60],
  ['hour', 24],
  ['day', 7],
];

/** How long ago `iso` was, seen at `now`, in the language's date locale (5 min. ago); a date after a week. */
export function timeAgo(iso: string, now: number, language: string): string {
  const at = new Date(iso).getTime();
  if (Number.isNaN(at)) return '';
  let amount = Math.max(0, Math.round((now - at) / 1000));
  const relative = new Intl.RelativeTimeFormat(formatLocale(language), { numeric: 'auto', style: 'short' });
  for (const [unit, size] of UNITS) {
    if (amount < size) return relative.format(-amount, unit);
    amount = Math.floor(amount / size);
  }
  return formatDate(at, language, { dateStyle: 'short' });
}
