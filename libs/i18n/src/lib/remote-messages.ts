import i18next from 'i18next';
import { DEFAULT_LANGUAGE, messageLanguage, toLanguageCode, type LanguageCode } from './languages';

/** Loads one language's messages of a namespace that is not the shell's (a family remote's own texts). */
export type BundleLoader = (language: LanguageCode) => Promise<Record<string, string>>;

const loaders = new Map<string, BundleLoader>();
const loading = new Map<string, Promise<void>>();

/** The language whose files the page shows now (English for MMK, MNT, IDR and before i18next starts). */
function shownLanguage(): LanguageCode {
  return messageLanguage(toLanguageCode(i18next.language) ?? DEFAULT_LANGUAGE);
}

function loadBundle(namespace: string, language: LanguageCode, load: BundleLoader): Promise<void> {
  if (i18next.hasResourceBundle(language, namespace)) return Promise.resolve();
  const key = `${language}/${namespace}`;
  const pending = loading.get(key);
  if (pending) return pending;
  const next = load(language).then(
    (messages) => {
      i18next.addResourceBundle(language, namespace, messages, true, true);
      loading.delete(key);
    },
    (error: unknown) => {
      loading.delete(key);
      throw error;
    },
  );
  loading.set(key, next);
  return next;
}

/**
 * Adds every registered namespace's messages of `language` that i18next does not have yet. The page's
 * setup and every language switch call it, so a registered namespace follows the page's language.
 */
export function loadRegisteredMessages(language: LanguageCode): Promise<void> {
  return Promise.all([...loaders].map(([namespace, load]) => loadBundle(namespace, language, load))).then(
    () => undefined,
  );
}

/** Forgets bundles being downloaded (i18next is starting afresh). */
export function resetRegisteredLoads(): void {
  loading.clear();
}

/**
 * Gives a namespace of its own to code outside the shell (a family remote's `casino:` keys), its
 * messages one lazy chunk per language inside that code's bundle. From now on the page's language
 * setup and switches load that namespace's file too, before the new language shows. Returns a function
 * that resolves once the file of the language shown now is in (before i18next starts: at once, the
 * setup loads it).
 */
export function registerMessages(namespace: string, load: BundleLoader): () => Promise<void> {
  loaders.set(namespace, load);
  return () => (i18next.isInitialized ? loadBundle(namespace, shownLanguage(), load) : Promise.resolve());
}
