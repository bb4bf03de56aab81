import {
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  offeredLanguages,
  toLanguageCode,
  type LanguageCode,
  type SiteLanguageOption,
} from './languages';

/** Primary language subtags of browser languages and the catalogue code each one selects (Chinese aside). */
const BROWSER_LANGUAGES: Readonly<Record<string, LanguageCode>> = {
  en: 'EN',
  fil: 'PHP',
  tl: 'PHP',
  es: 'ESP',
  ru: 'RUS',
  vi: 'VI',
  ms: 'MS',
  ne: 'NE',
  bn: 'BN',
};

/**
 * The catalogue language of a browser language tag (BCP 47, `_` accepted): zh-TW, zh-HK, zh-MO and
 * zh-Hant give CT, other Chinese gives CN, fil and tl give PHP, es-MX gives ESP, ... or null. MMK, MNT and
 * IDR are never chosen this way: they are shown in English, so English in the browser selects EN instead.
 */
export function browserLanguage(tag: string): LanguageCode | null {
  let locale: Intl.Locale;
  try {
    locale = new Intl.Locale(tag.trim().replace(/_/g, '-'));
  } catch {
    return null;
  }
  if (locale.language === 'zh') return locale.maximize().script === 'Hant' ? 'CT' : 'CN';
  return BROWSER_LANGUAGES[locale.language] ?? null;
}

export interface DetectLanguageInput {
  /** The value of the `i18n_redirected` cookie, if any. */
  cookie?: string | null;
  /** `navigator.languages`, most preferred first. */
  navigatorLanguages?: readonly string[];
  /** The site's languages from the startup answer; when empty, every catalogue language counts. */
  siteLanguages?: readonly SiteLanguageOption[];
}

/**
 * The language to show (spec section 4): the cookie, then the browser's languages in order of preference,
 * then the site's default, then English. Only languages the site offers count.
 */
export function detectLanguage({
  cookie = null,
  navigatorLanguages = [],
  siteLanguages = [],
}: DetectLanguageInput): LanguageCode {
  const listed = offeredLanguages(siteLanguages);
  const offered = new Set<LanguageCode>(listed.length > 0 ? listed : LANGUAGE_CODES);

  const remembered = toLanguageCode(cookie);
  if (remembered && offered.has(remembered)) return remembered;

  for (const tag of navigatorLanguages) {
    const code = browserLanguage(tag);
    if (code && offered.has(code)) return code;
  }

  const siteDefault = siteLanguages.find((language) => language.is_default);
  return toLanguageCode(siteDefault?.code) ?? DEFAULT_LANGUAGE;
}
