import { LANGUAGES, type LanguageCode } from '@wl/i18n';

// The spec's language catalogue is @wl/i18n's: a site's languages and the sportsbook's names use its codes.
export { LANGUAGE_CODES, type LanguageCode } from '@wl/i18n';

/** Languages with message files, whose names the sportsbook gives per language (home_name_en, ...). */
export const NAMED_LANGUAGES: readonly LanguageCode[] = LANGUAGES.filter(
  (entry) => entry.files.length > 0,
).map((entry) => entry.code);
