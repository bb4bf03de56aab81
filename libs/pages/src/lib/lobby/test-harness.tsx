// Test-only: a real store tree over a fake platform, a router and the English messages.
import axios from 'axios';
import { render } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import type { ApiClient, Game, ProviderCount, StartupResponse } from '@wl/api';
import { RootStore, SESSION_STORAGE_KEY, StoreProvider } from '@wl/core';
import {
  DEFAULT_LANGUAGE,
  changeLanguage,
  detectLanguage,
  getLanguage,
  languageChoices,
  toLanguageCode,
} from '@wl/i18n';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from '@wl/router';

export type Answer = Record<string, unknown>;
/** The platform's answer to a call; a promise lets a test decide when it arrives. */
export type Handler = (path: string, body: Record<string, unknown>) => Answer | Promise<Answer> | undefined;

export interface Call {
  path: string;
  body: Record<string, unknown>;
}

export const game = (code: string, provider = 'JILI', name = `Game ${code}`): Game => ({
  provider_code: provider,
  game_code: code,
  game_name: name,
  game_type: 'slots',
  game_image: `/api/media/game/${provider}/${code}.svg`,
});

export const gamesPage = (games: Game[], total = games.length): Answer => ({
  statusCode: 1,
  message: 'OK',
  value: games,
  total,
});

function fakeApi(handler: Handler) {
  const calls: Call[] = [];
  const instance = axios.create({
    adapter: async (config) => {
      const path = config.url?.replace(/^\/api\//, '') ?? '';
      const body =
        typeof config.data === 'string' ? (JSON.parse(config.data) as Record<string, unknown>) : {};
      calls.push({ path, body });
      const data = (await handler(path, body)) ?? { statusCode: 1, message: 'OK' };
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

const i18n = {
  DEFAULT_LANGUAGE,
  changeLanguage,
  detectLanguage,
  getLanguage,
  languageChoices,
  toLanguageCode,
};

function startup(providerCount: ProviderCount[]): StartupResponse {
  return {
    statusCode: 1,
    message: 'OK',
    maintenance: { is_maintenance: false, start_date: null, end_date: null },
    content: { menu: [], game_menu: [] },
    site: {
      site_name: 'Test Site',
      currency: 'PHP',
      theme_code: 'casino1',
      theme_color: 'gold',
      logo1: '',
      logo2: '',
      logo3: '',
      status: true,
      expired_date: null,
      logo_text: 'Test Site',
      external_id: 'ext-1',
      android_sub: '',
      ios_sub: '',
      manifest_icon: '',
      gamify_status: true,
      tac_login: false,
    },
    language: [{ code: 'EN', is_default: true }],
    provider_count: providerCount,
    aff_domain: '',
    live_chat: null,
  };
}

/** The router drives the store's navigation, as the shell does. */
function AttachNavigation({ store }: { store: RootStore }) {
  const navigate = useNavigate();
  useEffect(() => store.navigation.attach(navigate), [store, navigate]);
  return null;
}

function Where() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

export interface HarnessOptions {
  path: string;
  /** The route path the page is shown on. */
  route?: string;
  handler?: Handler;
  providerCount?: ProviderCount[];
  signedIn?: boolean;
}

export function renderWithSite(page: ReactNode, options: HarnessOptions) {
  const { api, calls } = fakeApi(options.handler ?? (() => undefined));
  const store = new RootStore(api, { i18n });
  store.layout.applyStartup(startup(options.providerCount ?? []));
  if (options.signedIn) {
    localStorage.setItem(
      SESSION_STORAGE_KEY,
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
      <MemoryRouter initialEntries={[options.path]}>
        <AttachNavigation store={store} />
        <Where />
        <Routes>
          <Route path={options.route ?? options.path.split('?')[0]} element={page} />
          <Route path="/login" element={<h1>Login page</h1>} />
          <Route path="/playnow" element={<h1>Play page</h1>} />
        </Routes>
      </MemoryRouter>
    </StoreProvider>,
  );
  return { ...view, store, calls };
}
