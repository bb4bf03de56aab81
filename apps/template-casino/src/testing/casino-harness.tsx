import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { ApiClient, SocialAccount, StartupResponse } from '@wl/api';
import { RootStore, StoreProvider } from '@wl/core';
import {
  DEFAULT_LANGUAGE,
  changeLanguage,
  detectLanguage,
  getLanguage,
  languageChoices,
  setupI18n,
  toLanguageCode,
} from '@wl/i18n';
import { MemoryRouter, Route, Routes, useLocation } from '@wl/router';

const offline: ApiClient = {
  http: () => Promise.reject(new Error('no network in this test')),
  startup: () => Promise.reject(new Error('no network in this test')),
};

const i18n = {
  DEFAULT_LANGUAGE,
  changeLanguage,
  detectLanguage,
  getLanguage,
  languageChoices,
  toLanguageCode,
};

/** The startup answer of a casino demo site with a game menu. */
export function casinoStartup(themeCode = 'casino1'): StartupResponse {
  const entry = (content_id: number, name: string, category: string, url: string) => ({
    content_id,
    name,
    category,
    url,
    children: [],
  });
  return {
    statusCode: 1,
    message: 'OK',
    maintenance: { is_maintenance: false, start_date: null, end_date: null },
    content: {
      menu: [],
      game_menu: [
        entry(1, 'Hot Games', 'hot', '/hot'),
        entry(2, 'Slots', 'slots', '/slots'),
        entry(3, 'Live Casino', 'livecasino', '/casino'),
        entry(4, 'Table', 'table', '/casino'),
        entry(5, 'Poker', 'poker', '/poker'),
      ],
    },
    site: {
      site_name: 'Golden Palace',
      currency: 'PHP',
      theme_code: themeCode,
      theme_color: 'gold',
      logo1: '/logo1.svg',
      logo2: '',
      logo3: '',
      status: true,
      expired_date: null,
      logo_text: 'Golden Palace',
      external_id: 'ext-1',
      android_sub: '',
      ios_sub: '',
      manifest_icon: '',
      gamify_status: false,
      tac_login: false,
    },
    language: [{ code: 'EN', is_default: true }],
    provider_count: ['slots', 'livecasino', 'table', 'poker'].map((category) => ({
      provider_code: 'JILI',
      category,
      count: 12,
    })),
    aff_domain: '',
    live_chat: null,
  };
}

/** Shows the router's current path, so a test can see where a link led. */
function WhereAmI() {
  const { pathname } = useLocation();
  return <output data-testid="path">{pathname}</output>;
}

/** Renders a casino layout part inside a store with a started casino site, in English, at `path`. */
export async function renderCasino(
  ui: ReactNode,
  { path = '/', accounts = [] }: { path?: string; accounts?: SocialAccount[] } = {},
) {
  await setupI18n('EN');
  const store = new RootStore(offline, { i18n, window: null });
  store.layout.applyStartup(casinoStartup());
  store.layout.setAccountList(accounts);
  const view = render(
    <StoreProvider store={store}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                {ui}
                <WhereAmI />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </StoreProvider>,
  );
  return { store, ...view };
}
