import type * as I18n from '@wl/i18n';

/**
 * What the stores use of @wl/i18n, handed in by the shell (`import * as i18n from '@wl/i18n'`). Core
 * imports only the types: the site server and the platform load @wl/core in Node, where @wl/i18n's
 * browser assets (language icons resolved against the bundle's URL) cannot load.
 */
export type LanguageCatalogue = Pick<
  typeof I18n,
  | 'DEFAULT_LANGUAGE'
  | 'toLanguageCode'
  | 'getLanguage'
  | 'languageChoices'
  | 'detectLanguage'
  | 'changeLanguage'
>;
