import { render } from '@testing-library/react';
import axios from 'axios';
import type { ReactNode } from 'react';
import type { ApiClient, StartupResponse } from '@wl/api';
import { RootStore, StoreProvider, type LanguageCatalogue } from '@wl/core';
import type { LanguageCode } from '@wl/i18n';
import {
  DEFAULT_LANGUAGE,
  changeLanguage,
  detectLanguage,
  getLanguage,
  languageChoices,
  toLanguageCode,
} from '@wl/i18n';
import { MemoryRouter } from '@wl/router';
import { SportsbookProvider } from '../family/matches/sportsbook-context';

const catalogue: LanguageCatalogue = {
  DEFAULT_LANGUAGE,
  changeLanguage,
  detectLanguage,
  getLanguage,
  languageChoices,
  toLanguageCode,
};

/** A platform answer: an envelope and its fields (typed answers of @wl/api, or literals). */
type Answer = object;

export function startupFor(themeCode = 'sportsbook1', color = 'pitch'): StartupResponse {
  return {
    statusCode: 1,
    message: 'OK',
    maintenance: { is_maintenance: false, start_date: null, end_date: null },
    content: {
      menu: [],
      game_menu: [
        { content_id: 1, name: 'Sports', category: 'sportsbook', url: '/sports', children: [] },
        { content_id: 2, name: 'Live Casino', category: 'livecasino', url: '/casino', children: [] },
      ],
    },
    site: {
      site_name: 'Goal Line',
      currency: 'PHP',
      theme_code: themeCode,
      theme_color: color,
      logo1: '/logo.svg',
      logo2: '',
      logo3: '',
      status: true,
      expired_date: null,
      logo_text: 'Goal Line',
      external_id: 'ext-1',
      android_sub: '',
      ios_sub: '',
      manifest_icon: '',
      gamify_status: false,
      tac_login: false,
    },
    language: [
      { code: 'EN', is_default: true },
      { code: 'VI', is_default: false },
    ],
    provider_count: [
      { provider_code: 'SABA', category: 'sportsbook', count: 1 },
      { provider_code: 'EVO', category: 'livecasino', count: 12 },
    ],
    aff_domain: '',
    live_chat: null,
  };
}

/**
 * Renders sportsbook UI in the stores of a sportsbook1 site, the API answering from a table by path
 * (a table the test may change between calls; statusCode 1 for anything else).
 */
export function renderSportsbook(
  ui: ReactNode,
  options: { path?: string; language?: string; signedIn?: boolean; table?: Record<string, Answer> } = {},
) {
  const table = options.table ?? {};
  const calls: string[] = [];
  const http = axios.create({
    adapter: async (config) => {
      const path = config.url ?? '';
      calls.push(path);
      return {
        data: table[path] ?? { statusCode: 1, message: 'OK' },
        status: 200,
        statusText: 'OK',
        headers: {},
        config,
      };
    },
  });
  const api: ApiClient = {
    baseURL: '/api',
    http: async () => http,
    startup: () => Promise.reject(new Error('not in this test')),
  };
  const store = new RootStore(api, { i18n: catalogue });
  store.layout.applyStartup(startupFor());
  store.locale.configure(store.layout.language, (options.language ?? 'EN') as LanguageCode);
  if (options.signedIn) {
    localStorage.setItem(
      'wl.session',
      JSON.stringify({
        account_id: 'demo1',
        session_token: 's',
        token: 't',
        full_name: 'Demo One',
        contact_email: '',
      }),
    );
    store.user.restore();
  }
  const view = render(
    <StoreProvider store={store}>
      <MemoryRouter initialEntries={[options.path ?? '/']}>
        <SportsbookProvider>{ui}</SportsbookProvider>
      </MemoryRouter>
    </StoreProvider>,
  );
  return { store, calls, table, view };
}
