import {
  DEFAULT_LANGUAGE,
  changeLanguage,
  detectLanguage,
  getLanguage,
  languageChoices,
  toLanguageCode,
} from '@wl/i18n';
import type { LanguageCatalogue } from '@wl/core';

/**
 * What the stores use of @wl/i18n. Named imports, not `import * as`: @wl/i18n is a shared federation
 * module, whose namespace object is not a plain object of its exports.
 */
export const languageCatalogue: LanguageCatalogue = {
  DEFAULT_LANGUAGE,
  changeLanguage,
  detectLanguage,
  getLanguage,
  languageChoices,
  toLanguageCode,
};
