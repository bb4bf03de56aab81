import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const DEFAULT_LANGUAGE = 'EN';
export const NAMESPACES = ['ui'] as const;

type MessageFile = Record<string, string>;

/** Each language's messages are a separate chunk, downloaded only when that language is used. */
async function loadMessages(language: string, namespace: string): Promise<MessageFile> {
  const module: { default: MessageFile } = await import(
    /* webpackChunkName: "i18n-[request]" */ `./messages/${language}/${namespace}.json`
  );
  return module.default;
}

/** Initialises the page's one i18next instance (shared by shell and remotes) in the given language. */
export async function setupI18n(language: string = DEFAULT_LANGUAGE): Promise<i18n> {
  const resources: Record<string, Record<string, MessageFile>> = { [language]: {} };
  for (const namespace of NAMESPACES) {
    const bundle = resources[language];
    if (bundle) bundle[namespace] = await loadMessages(language, namespace);
  }
  await i18next.use(initReactI18next).init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: [...NAMESPACES],
    defaultNS: 'ui',
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return i18next;
}
