import type { PaginatorLocale } from './page-arithmetic';

/** Code point of the zero digit of each locale's numerals. */
const ZERO: Record<PaginatorLocale, number> = {
  en: 0x30, // 0123456789
  ar: 0x660, // Arabic-Indic ٠١٢٣٤٥٦٧٨٩
  ir: 0x6f0, // Persian (extended Arabic-Indic) ۰۱۲۳۴۵۶۷۸۹
};

/** `value` written with the digits of `locale`. */
export function localizeDigits(value: number, locale: PaginatorLocale): string {
  const zero = ZERO[locale];
  return String(value).replace(/[0-9]/g, (digit) => String.fromCharCode(zero + Number(digit)));
}
