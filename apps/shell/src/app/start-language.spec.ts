import type { ApiClient } from '@wl/api';
import { languageCatalogue } from './language-catalogue';
import { RootStore } from '@wl/core';
import { startLanguage } from './start-language';
import { startupAnswer } from '@wl/testing';

const api: ApiClient = {
  http: () => Promise.reject(new Error('none')),
  startup: () => Promise.reject(new Error('none')),
};

function storeFor() {
  const store = new RootStore(api, { i18n: languageCatalogue });
  store.site.applyStartup(startupAnswer());
  return store;
}

beforeEach(() => {
  document.cookie = 'i18n_redirected=; Max-Age=0; Path=/';
});

it('starts in the language of the path prefix', () => {
  window.history.replaceState(null, '', '/vi/slots');
  const store = storeFor();
  expect(startLanguage(store)).toBe('VI');
  expect(store.locale.language).toBe('VI');
  expect(window.location.pathname).toBe('/vi/slots');
});

it('redirects / to the language the cookie remembers', () => {
  document.cookie = 'i18n_redirected=VI; Path=/';
  window.history.replaceState(null, '', '/?utm=1');
  const store = storeFor();
  expect(startLanguage(store)).toBe('VI');
  expect(`${window.location.pathname}${window.location.search}`).toBe('/vi?utm=1');
});

it("stays on / in the site's default language", () => {
  window.history.replaceState(null, '', '/');
  expect(startLanguage(storeFor())).toBe('EN');
  expect(window.location.pathname).toBe('/');
});

it('remembers the language of a first visit in the i18n_redirected cookie', () => {
  window.history.replaceState(null, '', '/vi/slots');
  startLanguage(storeFor());
  expect(document.cookie).toContain('i18n_redirected=VI');
});

it('leaves a remembered language as it is when the URL names another', () => {
  document.cookie = 'i18n_redirected=EN; Path=/';
  window.history.replaceState(null, '', '/vi/slots');
  expect(startLanguage(storeFor())).toBe('VI');
  expect(document.cookie).toContain('i18n_redirected=EN');
});
