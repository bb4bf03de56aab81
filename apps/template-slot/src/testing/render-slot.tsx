import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { ApiClient, SocialAccount, StartupResponse } from '@wl/api';
import { RootStore, SESSION_STORAGE_KEY, StoreProvider, type LanguageCatalogue } from '@wl/core';
import {
  DEFAULT_LANGUAGE,
  changeLanguage,
  detectLanguage,
  getLanguage,
  languageChoices,
  toLanguageCode,
} from '@wl/i18n';
import { MemoryRouter, Outlet, Route, Routes } from '@wl/router';

const catalogue: LanguageCatalogue = {
  DEFAULT_LANGUAGE,
  changeLanguage,
  detectLanguage,
  getLanguage,
  languageChoices,
  toLanguageCode,
};

/** No call of these tests reaches the platform; one that tries fails the test loudly. */
const api: ApiClient = {
  baseURL: '/api',
  http: () => Promise.reject(new Error('no platform call expected in this test')),
  startup: () => Promise.reject(new Error('no startup call expected in this test')),
};

const menuEntry = (id: number, name: string, category: string, url: string) => ({
  content_id: id,
  name,
  category,
  url,
  children: [],
});

const SIGNED_IN = {
  account_id: 'demo1',
  session_token: 's',
  token: 't',
  full_name: 'Dana Reyes',
  contact_email: 'demo1@example.com',
};

export function slotStartup(themeCode: string, color: string): StartupResponse {
  return {
    statusCode: 1,
    message: 'OK',
    maintenance: { is_maintenance: false, start_date: null, end_date: null },
    content: {
      menu: [],
      game_menu: [
        menuEntry(1, 'Hot Games', 'hot', '/hot'),
        menuEntry(2, 'Slots', 'slots', '/slots'),
        menuEntry(3, 'Fishing', 'fish', '/fishing'),
      ],
    },
    site: {
      site_name: 'Neon Reels',
      currency: 'PHP',
      theme_code: themeCode,
      theme_color: color,
      logo1: '/logo1.svg',
      logo2: '',
      logo3: '',
      status: true,
      expired_date: null,
      logo_text: 'Neon Reels',
      external_id: '',
      android_sub: '',
      ios_sub: '',
      manifest_icon: '',
      gamify_status: false,
      tac_login: false,
    },
    language: [{ code: 'EN', is_default: true }],
    provider_count: [
      { provider_code: 'JILI', category: 'slots', count: 10 },
      { provider_code: 'JDB', category: 'fish', count: 4 },
    ],
    aff_domain: '',
    live_chat: null,
  };
}

/**
 * Renders a slot layout (or any part of it) around the page of a path (home, slots, faqs or another),
 * as one layout route, so it stays mounted while the player moves between pages.
 */
export function renderSlot(
  ui: (page: ReactNode) => ReactNode,
  options: {
    path?: string;
    theme?: [string, string];
    accounts?: SocialAccount[];
    /** Two languages on the site instead of one. */
    languages?: boolean;
    signedIn?: boolean;
  } = {},
) {
  const [theme, color] = options.theme ?? ['slot1', 'neon'];
  localStorage.clear();
  if (options.signedIn) localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify(SIGNED_IN));
  // A player's session is read from the page's storage; a guest's store needs no window at all.
  const store = new RootStore(api, { i18n: catalogue, window: options.signedIn ? window : null });
  const startup = slotStartup(theme, color);
  if (options.languages) startup.language.push({ code: 'VI', is_default: false });
  store.layout.applyStartup(startup);
  store.locale.configure(store.layout.language, 'EN');
  if (options.signedIn) store.user.restore();
  if (options.accounts) store.layout.setAccountList(options.accounts);
  const view = render(
    <StoreProvider store={store}>
      <MemoryRouter initialEntries={[options.path ?? '/']}>
        <Routes>
          <Route element={ui(<Outlet />)}>
            <Route path="/" element={<h1>Home page</h1>} />
            <Route path="/slots" element={<h1>Slots page</h1>} />
            <Route path="/faqs" element={<h1>FAQs page</h1>} />
            <Route path="*" element={<h1>Other page</h1>} />
          </Route>
        </Routes>
      </MemoryRouter>
    </StoreProvider>,
  );
  return { store, view };
}
