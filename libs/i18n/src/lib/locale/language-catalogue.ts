import type { detectLanguage } from '../detect';
import type { DEFAULT_LANGUAGE, getLanguage, languageChoices, toLanguageCode } from '../languages';
import type { changeLanguage } from '../setup';

/**
 * What locale routing and the stores use of this lib, handed in by the caller: the shell passes the lib
 * itself (`import * as i18n from '@wl/i18n'`), the site server a catalogue of its own (it has no browser
 * to detect a language from and no messages to switch).
 */
export interface LanguageCatalogue {
  DEFAULT_LANGUAGE: typeof DEFAULT_LANGUAGE;
  toLanguageCode: typeof toLanguageCode;
  getLanguage: typeof getLanguage;
  languageChoices: typeof languageChoices;
  detectLanguage: typeof detectLanguage;
  changeLanguage: typeof changeLanguage;
}
