import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { SocialAccount } from '@wl/api';
import { RootStore, SESSION_STORAGE_KEY, StoreProvider, type StoredSession } from '@wl/core';
// The whole module is the stores' language catalogue here: in Jest it is a plain object of its exports
// (in the browser, as a shared federation module, it is not, so the shell names them one by one).
import * as i18n from '@wl/i18n';
import { MemoryRouter, useLocation } from '@wl/router';
import { fakeApi, type Answers, type ReceivedCall } from './fake-api';
import { startupAnswer, type StartupOverrides } from './startup';

let messagesReady: Promise<unknown> | null = null;

/** i18next in English with the English messages, loaded once per test file: `beforeAll(englishMessages)`. */
export function englishMessages(): Promise<unknown> {
  messagesReady ??= i18n.setupI18n('EN');
  return messagesReady;
}

/** The session of the signed-in demo player. */
const SIGNED_IN: StoredSession = {
  account_id: 'demo1',
  session_token: 's',
  token: 't',
  full_name: 'Demo One',
  contact_email: 'demo1@example.com',
};

export interface TestStoreOptions {
  /** The platform's answers by path (a table or a handler); any other call answers statusCode 1. */
  answers?: Answers;
  /** The site's startup answer, over the default one of startupAnswer(). */
  startup?: StartupOverrides;
  /** The site's theme code and colour (over `startup.site`). */
  theme?: readonly [themeCode: string, color: string];
  /** The page's path; its locale prefix (/vi/...) is the language shown unless `language` names one. */
  path?: string;
  language?: i18n.LanguageCode;
  /** The demo player's session is in the page's storage and restored; otherwise no session is. */
  signedIn?: boolean;
  /** The site's social accounts, as the site loader stores them. */
  accounts?: SocialAccount[];
}

export interface TestStore {
  store: RootStore;
  /** Every request the fake platform received, in order. */
  calls: ReceivedCall[];
}

/**
 * The page's store tree over a fake platform: the site started with its startup answer, the language of
 * the path shown, a guest or the signed-in demo player. i18next's messages are englishMessages()'s.
 */
export function createTestStore(options: TestStoreOptions = {}): TestStore {
  const { api, calls } = fakeApi(options.answers);
  if (options.signedIn) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(SIGNED_IN));
  else localStorage.removeItem(SESSION_STORAGE_KEY);
  const store = new RootStore(api, { i18n });
  const [theme_code, theme_color] = options.theme ?? [];
  const overrides = options.startup ?? {};
  const site = { ...overrides.site, ...(theme_code && theme_color ? { theme_code, theme_color } : {}) };
  store.site.applyStartup(startupAnswer({ ...overrides, site }));
  // The site's languages first, so that the routing can read the path's prefix.
  store.locale.configure(store.site.language, options.language ?? 'EN');
  if (!options.language && options.path) {
    store.locale.configure(store.site.language, store.locale.routing.parse(options.path).language);
  }
  if (options.signedIn) store.session.restore();
  if (options.accounts) store.site.setAccountList(options.accounts);
  return { store, calls };
}

export interface RenderWithStoreOptions extends TestStoreOptions {
  /** Changes the store before the first render (CMS pages, partners, an attached navigation...). */
  prepare?: (store: RootStore) => void;
}

/** Renders `ui` in a router at `path` (default /) over createTestStore(options). */
export function renderWithStore(
  ui: ReactNode,
  options: RenderWithStoreOptions = {},
): TestStore & RenderResult {
  const { store, calls } = createTestStore(options);
  options.prepare?.(store);
  const view = render(
    <StoreProvider store={store}>
      <MemoryRouter initialEntries={[options.path ?? '/']}>{ui}</MemoryRouter>
    </StoreProvider>,
  );
  return { store, calls, ...view };
}

/** Shows the router's path and query (test id `location`), so a test can see where a link led. */
export function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}
