import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { writeLocaleCookie, type CookieDocument } from './cookie';
import {
  DEFAULT_LANGUAGE,
  NAMESPACES,
  getLanguage,
  messageLanguage,
  toLanguageCode,
  type LanguageCode,
  type Namespace,
} from './languages';
import { readPluralsByLanguage } from './plural-rules';
import { loadRegisteredMessages, resetRegisteredLoads } from './remote-messages';

export type MessageFile = Record<string, string>;
/** Loads one message file of one language. */
export type MessageLoader = (language: LanguageCode, namespace: Namespace) => Promise<MessageFile>;

/**
 * Every message file is its own chunk (`i18n-VI-ui-json`, `i18n-VI-errors-json`, ...): webpack makes one
 * lazy chunk per file the template matches, and downloads it only when this import runs for that file.
 */
export const loadMessageFile: MessageLoader = async (language, namespace) => {
  const module: { default: MessageFile } = await import(
    /* webpackChunkName: "i18n-[request]" */ `./messages/${language}/${namespace}.json`
  );
  return module.default;
};

let loader: MessageLoader = loadMessageFile;
const loading = new Map<LanguageCode, Promise<void>>();
let latestSwitch = 0;

type Bundles = Partial<Record<Namespace, MessageFile>>;

/** Downloads the message files of a language that are not in i18next yet, all at once. */
async function downloadMissing(
  source: LanguageCode,
  isLoaded: (namespace: Namespace) => boolean,
): Promise<Bundles> {
  const missing = getLanguage(source).files.filter((namespace) => !isLoaded(namespace));
  const files = await Promise.all(missing.map((namespace) => loader(source, namespace)));
  return Object.fromEntries(missing.map((namespace, index) => [namespace, files[index]]));
}

/** Adds the message files shown for a language (English ones for MMK, MNT, IDR) unless they are there. */
function ensureMessages(code: LanguageCode): Promise<void> {
  const source = messageLanguage(code);
  const pending = loading.get(source);
  if (pending) return pending;
  const load = downloadMissing(source, (namespace) => i18next.hasResourceBundle(source, namespace)).then(
    (bundles) => {
      for (const [namespace, messages] of Object.entries(bundles)) {
        i18next.addResourceBundle(source, namespace, messages, true, true);
      }
    },
    (error: unknown) => {
      loading.delete(source);
      throw error;
    },
  );
  loading.set(source, load);
  return load;
}

export interface SetupOptions {
  /** Replaces the chunk loader (tests, or a server that inlines messages). */
  loadMessages?: MessageLoader;
  /** The message files the server wrote into the page (its render's language): not downloaded again. */
  preloaded?: PreloadedMessages;
}

/** A language's message files as a server render used them, written into the page for the browser. */
export interface PreloadedMessages {
  language: string;
  bundles: Partial<Record<string, MessageFile>>;
}

/**
 * The shell's message files of the language a code is shown in, as this i18next holds them: what a
 * server render writes into its page so that the browser starts without downloading them. Only the
 * shell's namespaces: a remote's own (`casino:`) may hold another site's family on a shared server.
 */
export function preloadedMessages(language: string): PreloadedMessages {
  const source = messageLanguage(toLanguageCode(language) ?? DEFAULT_LANGUAGE);
  return {
    language: source,
    bundles: messageFilesOf(source, (namespace) => i18next.getResourceBundle(source, namespace)),
  };
}

/** The language's message files that `read` has, each checked to be one (strings by key). */
function messageFilesOf(source: LanguageCode, read: (namespace: Namespace) => unknown): Bundles {
  const bundles: Bundles = {};
  for (const namespace of getLanguage(source).files) {
    const bundle = read(namespace);
    if (isMessageFile(bundle)) bundles[namespace] = bundle;
  }
  return bundles;
}

function isMessageFile(value: unknown): value is MessageFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    Object.values(value).every((message) => typeof message === 'string')
  );
}

/** The page's files for the language shown, when the server wrote that language's (else none). */
function pageBundles(source: LanguageCode, preloaded: PreloadedMessages | undefined): Bundles {
  if (!preloaded || preloaded.language !== source) return {};
  return messageFilesOf(source, (namespace) => preloaded.bundles[namespace]);
}

/**
 * Initialises the page's one i18next instance (shared by shell and remotes) in a language, downloading only
 * that language's five message files (and those of any namespace registered with registerMessages), but
 * not those the server wrote into the page. An unknown code is shown in English; MMK, MNT and IDR use the
 * English files under their own code. Messages are looked up in `ui`, then in `errors`.
 */
export async function setupI18n(
  language: string = DEFAULT_LANGUAGE,
  options: SetupOptions = {},
): Promise<i18n> {
  const code = toLanguageCode(language) ?? DEFAULT_LANGUAGE;
  loader = options.loadMessages ?? loadMessageFile;
  loading.clear();
  resetRegisteredLoads();
  latestSwitch += 1;
  const source = messageLanguage(code);
  const inPage = pageBundles(source, options.preloaded);
  const bundles = { ...inPage, ...(await downloadMissing(source, (namespace) => namespace in inPage)) };
  if (!i18next.isInitialized) i18next.use(initReactI18next);
  await i18next.init({
    lng: code,
    fallbackLng: DEFAULT_LANGUAGE,
    ns: [...NAMESPACES],
    defaultNS: 'ui',
    fallbackNS: 'errors',
    resources: { [source]: bundles },
    load: 'currentOnly',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  readPluralsByLanguage(i18next);
  await loadRegisteredMessages(source);
  return i18next;
}

export interface ChangeLanguageOptions {
  /** Remember the choice in the `i18n_redirected` cookie of this document and set its `<html lang>`. */
  document?: CookieDocument & { documentElement?: { lang: string } };
}

/**
 * Switches the page to another language, first downloading its message files if this page has not yet.
 * When calls overlap, the last one wins. Resolves to the code now shown (English for an unknown code).
 */
export async function changeLanguage(
  language: string,
  options: ChangeLanguageOptions = {},
): Promise<LanguageCode> {
  const code = toLanguageCode(language) ?? DEFAULT_LANGUAGE;
  if (!i18next.isInitialized) await setupI18n(code);
  const request = ++latestSwitch;
  await Promise.all([ensureMessages(code), loadRegisteredMessages(messageLanguage(code))]);
  if (request !== latestSwitch) return toLanguageCode(i18next.language) ?? DEFAULT_LANGUAGE;
  await i18next.changeLanguage(code);
  const doc = options.document;
  if (doc) {
    writeLocaleCookie(doc, code);
    if (doc.documentElement) doc.documentElement.lang = getLanguage(code).htmlLang;
  }
  return code;
}
