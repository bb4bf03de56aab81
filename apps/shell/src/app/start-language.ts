import { LocaleRouting, initialLanguage, type RootStore } from '@wl/core';
import { readLocaleCookie, writeLocaleCookie, type LanguageCode } from '@wl/i18n';
import { languageCatalogue } from './language-catalogue';

/**
 * Sets up locale routing for the site and decides the language the page starts in; a visit to / is sent
 * to the detected language's home (the optional root redirect), replacing the history entry. A first
 * visit (no i18n_redirected cookie yet) remembers the language chosen, as a switch would.
 */
export function startLanguage(store: RootStore, win: Window = window): LanguageCode {
  const { pathname, search, hash } = win.location;
  const routing = new LocaleRouting(languageCatalogue, store.site.language);
  const cookie = readLocaleCookie(win.document);
  const { language, redirectTo } = initialLanguage(routing, {
    pathname,
    cookie,
    navigatorLanguages: win.navigator.languages,
    redirectRoot: store.site.isReady,
  });
  store.locale.configure(store.site.language, language);
  if (!cookie && store.site.isReady) writeLocaleCookie(win.document, language);
  if (redirectTo) win.history.replaceState(win.history.state, '', `${redirectTo}${search}${hash}`);
  return language;
}
