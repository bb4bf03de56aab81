/** A language's five message files: interface labels, validation, error answers, toasts, short labels. */
export const NAMESPACES = ['ui', 'validation', 'errors', 'messages', '_m'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const LANGUAGE_CODES = [
  'EN',
  'PHP',
  'CN',
  'ESP',
  'RUS',
  'VI',
  'MS',
  'NE',
  'CT',
  'BN',
  'MMK',
  'MNT',
  'IDR',
] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];

export const DEFAULT_LANGUAGE: LanguageCode = 'EN';

export interface LanguageEntry {
  readonly code: LanguageCode;
  /** The language's name written in that language; null for codes without messages of their own. */
  readonly name: string | null;
  /** File name of its icon under `icons/`; the bundled URL is `languageIconUrl(code)`. */
  readonly icon: string | null;
  /** Its message files; empty for codes that are shown in English. */
  readonly files: readonly Namespace[];
  /** Locale of dates and numbers (spec section 9). */
  readonly dateLocale: string;
  /** BCP 47 tag of the text actually shown (for `<html lang>`): English for codes without messages. */
  readonly htmlLang: string;
}

function withMessages(code: LanguageCode, name: string, dateLocale: string, htmlLang: string): LanguageEntry {
  return { code, name, icon: `flag-${code.toLowerCase()}.svg`, files: NAMESPACES, dateLocale, htmlLang };
}

function englishFallback(code: LanguageCode): LanguageEntry {
  return { code, name: null, icon: null, files: [], dateLocale: 'en', htmlLang: 'en' };
}

/** The language catalogue, in the order a language menu lists it. */
export const LANGUAGES: readonly LanguageEntry[] = [
  withMessages('EN', 'English', 'en', 'en'),
  withMessages('PHP', 'Filipino', 'en', 'fil'),
  withMessages('CN', '简体中文', 'zh', 'zh-Hans'),
  withMessages('ESP', 'Español', 'es', 'es'),
  withMessages('RUS', 'Русский', 'ru', 'ru'),
  withMessages('VI', 'Tiếng Việt', 'vi', 'vi'),
  withMessages('MS', 'Bahasa Melayu', 'ms', 'ms'),
  withMessages('NE', 'नेपाली', 'ne', 'ne'),
  withMessages('CT', '繁體中文', 'zh-tw', 'zh-Hant'),
  withMessages('BN', 'বাংলা', 'bn', 'bn'),
  englishFallback('MMK'),
  englishFallback('MNT'),
  englishFallback('IDR'),
];

const BY_CODE = new Map<LanguageCode, LanguageEntry>(LANGUAGES.map((entry) => [entry.code, entry]));

/** Date locale of each language code (spec section 9). */
export const DATE_LOCALES: Readonly<Record<LanguageCode, string>> = Object.fromEntries(
  LANGUAGES.map((entry) => [entry.code, entry.dateLocale]),
) as Record<LanguageCode, string>;

/** The catalogue code for a value (case-insensitive, surrounding spaces ignored), or null. */
export function toLanguageCode(value: string | null | undefined): LanguageCode | null {
  if (!value) return null;
  const upper = value.trim().toUpperCase();
  return (LANGUAGE_CODES as readonly string[]).includes(upper) ? (upper as LanguageCode) : null;
}

export function getLanguage(code: LanguageCode): LanguageEntry {
  const entry = BY_CODE.get(code);
  if (!entry) throw new Error(`Unknown language code ${code}`);
  return entry;
}

/** The language whose message files are shown for a code: itself, or English for MMK, MNT and IDR. */
export function messageLanguage(code: LanguageCode): LanguageCode {
  return getLanguage(code).files.length > 0 ? code : DEFAULT_LANGUAGE;
}

/** A language of a site, as the startup answer lists it. */
export interface SiteLanguageOption {
  code: string;
  is_default: boolean;
}

/** The codes a site offers that the catalogue knows, in the site's order, without repeats. */
export function offeredLanguages(siteLanguages: readonly SiteLanguageOption[]): LanguageCode[] {
  const codes = siteLanguages.map((language) => toLanguageCode(language.code));
  return [...new Set(codes.filter((code): code is LanguageCode => code !== null))];
}

/** What a language menu offers on a site: the site's languages that have a name, in catalogue order. */
export function languageChoices(siteLanguages: readonly SiteLanguageOption[]): LanguageEntry[] {
  const offered = new Set(offeredLanguages(siteLanguages));
  return LANGUAGES.filter((entry) => entry.name !== null && offered.has(entry.code));
}
