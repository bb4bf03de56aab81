export {
  DATE_LOCALES,
  DEFAULT_LANGUAGE,
  LANGUAGE_CODES,
  LANGUAGES,
  NAMESPACES,
  getLanguage,
  languageChoices,
  messageLanguage,
  offeredLanguages,
  toLanguageCode,
  type LanguageCode,
  type LanguageEntry,
  type Namespace,
  type SiteLanguageOption,
} from './lib/languages';
export { LANGUAGE_ICON_FILES, languageIconUrl } from './lib/icons';
export {
  changeLanguage,
  loadMessageFile,
  preloadedMessages,
  setupI18n,
  type ChangeLanguageOptions,
  type MessageFile,
  type MessageLoader,
  type PreloadedMessages,
  type SetupOptions,
} from './lib/setup';
export { registerMessages, type BundleLoader } from './lib/remote-messages';
// The one way federated code reaches react-i18next: as part of this shared lib only the hook the pages use
// is bundled (react-i18next shared on its own is loaded whole, about 8 KB gzip more on a first visit).
export { useTranslation } from 'react-i18next';
export { browserLanguage, detectLanguage, type DetectLanguageInput } from './lib/detect';
export type { LanguageCatalogue } from './lib/locale/language-catalogue';
export {
  LocaleRouting,
  initialLanguage,
  type InitialLanguageInput,
  type LocalePathLocation,
} from './lib/locale/locale-routing';
export {
  HEAD_ATTRIBUTE,
  localeHead,
  type HeadLink,
  type HeadMeta,
  type LocaleHead,
} from './lib/locale/locale-head';
export {
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE,
  localeCookie,
  readCookie,
  readLocaleCookie,
  writeLocaleCookie,
  type CookieDocument,
} from './lib/cookie';
export {
  NUMBER_FORMAT,
  currencyExponent,
  formatAbbreviated,
  formatDate,
  formatDateTime,
  formatLocale,
  formatMoney,
  formatNumber,
} from './lib/format';
// The keys the platform sends are the contract's (`@wl/contract/errors`); the message tests read them from
// there, so the list itself never reaches a bundle through this lib.
export { CLIENT_MESSAGE_KEYS, STARTUP_MESSAGE_KEYS, type ClientMessageKey } from './lib/message-keys';
