// Test helpers of the home page (imported by its specs only, never by the page).
import axios from 'axios';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import type { ApiClient, Game, StartupResponse } from '@wl/api';
import { RootStore, StoreProvider, type LanguageCatalogue } from '@wl/core';
import {
  DEFAULT_LANGUAGE,
  changeLanguage,
  detectLanguage,
  getLanguage,
  languageChoices,
  toLanguageCode,
} from '@wl/i18n';
import { MemoryRouter } from '@wl/router';

export type Answer = Record<string, unknown>;
export type Handler = (path: string, body: Record<string, unknown>) => Answer | Promise<Answer>;

/** An API client answering through a real axios instance from `handler`, recording every request. */
export function fakeApi(handler: Handler) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  const instance = axios.create({
    adapter: async (config) => {
      const path = config.url ?? '';
      const body =
        typeof config.data === 'string' ? (JSON.parse(config.data) as Record<string, unknown>) : {};
      calls.push({ path, body });
      const data = await handler(path, body);
      return { data, status: 200, statusText: 'OK', headers: {}, config };
    },
  });
  const api: ApiClient = {
    baseURL: '/api',
    http: async () => instance,
    startup: () => Promise.reject(new Error('not in this test')),
  };
  return { api, calls };
}

export const ok = (fields: Answer = {}): Answer => ({ statusCode: 1, message: 'OK', ...fields });

export function game(code: string): Game {
  return {
    provider_code: 'JILI',
    game_code: code,
    game_name: `Game ${code}`,
    game_type: 'slots',
    game_image: `/media/${code}.webp`,
  };
}

export const games = (count: number, prefix = 'g') =>
  Array.from({ length: count }, (_, i) => game(`${prefix}${i + 1}`));

export function startupAnswer(overrides: Partial<StartupResponse> = {}): StartupResponse {
  return {
    statusCode: 1,
    message: 'OK',
    maintenance: { is_maintenance: false, start_date: null, end_date: null },
    content: {
      menu: [],
      game_menu: [
        { content_id: 1, name: 'Slots', category: 'slots', url: '/slots', children: [] },
        { content_id: 2, name: 'Live casino', category: 'livecasino', url: '/casino', children: [] },
      ],
    },
    site: {
      site_name: 'Golden Palace',
      currency: 'PHP',
      theme_code: 'casino1',
      theme_color: 'gold',
      logo1: '',
      logo2: '',
      logo3: '',
      status: true,
      expired_date: null,
      logo_text: 'Golden Palace',
      external_id: 'casino1',
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
      { provider_code: 'JILI', category: 'slots', count: 40 },
      { provider_code: 'JILI', category: 'fish', count: 5 },
      { provider_code: 'EVO', category: 'livecasino', count: 12 },
    ],
    aff_domain: '',
    live_chat: null,
    ...overrides,
  };
}

const catalogue: LanguageCatalogue = {
  DEFAULT_LANGUAGE,
  changeLanguage,
  detectLanguage,
  getLanguage,
  languageChoices,
  toLanguageCode,
};

/** A root store of a site (startup applied) whose calls `handler` answers. */
export function siteStore(handler: Handler, startup: StartupResponse = startupAnswer()) {
  const { api, calls } = fakeApi(handler);
  const store = new RootStore(api, { i18n: catalogue, window: null });
  store.layout.applyStartup(startup);
  return { store, calls };
}

export function renderWithStore(store: RootStore, node: ReactNode) {
  return render(
    <StoreProvider store={store}>
      <MemoryRouter>{node}</MemoryRouter>
    </StoreProvider>,
  );
}
