import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

/** The back office's message namespace. */
export const NAMESPACE = 'backoffice';

export type Messages = Record<string, unknown>;

/** An i18next instance with these messages for this language (English is every key's fallback). */
export function createI18n(language: string, messages: Messages, english: Messages = messages): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    ns: [NAMESPACE],
    defaultNS: NAMESPACE,
    resources: { [language]: { [NAMESPACE]: messages }, en: { [NAMESPACE]: english } },
    // React escapes text itself.
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

/**
 * A language's messages: `messages/<CODE>.json`, one file per language, each a lazy chunk. Another
 * language is one more file; a missing one falls back to English.
 */
export async function loadMessages(language: string): Promise<Messages> {
  const code = language.toUpperCase().replace(/[^A-Z-]/g, '');
  const loaded = (await import(`./messages/${code}.json`)) as { default?: Messages };
  return loaded.default ?? (loaded as Messages);
}
