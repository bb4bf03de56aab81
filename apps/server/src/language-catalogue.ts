import {
  DEFAULT_LANGUAGE,
  getLanguage,
  languageChoices,
  toLanguageCode,
  type LanguageCatalogue,
} from '@wl/i18n';

/**
 * What LocaleRouting needs of @wl/i18n, for writing a page's locale tags. A server page has no browser
 * to detect a language from and no messages to switch: those two answer the site's default.
 */
export const serverLanguageCatalogue: LanguageCatalogue = {
  DEFAULT_LANGUAGE,
  toLanguageCode,
  getLanguage,
  languageChoices,
  detectLanguage: ({ siteLanguages = [] }) =>
    toLanguageCode(siteLanguages.find((l) => l.is_default)?.code) ?? DEFAULT_LANGUAGE,
  changeLanguage: async (language) => toLanguageCode(language) ?? DEFAULT_LANGUAGE,
};
