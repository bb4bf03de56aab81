import axios from 'axios';
import { languageCatalogue } from '../app/language-catalogue';
import { render } from '@testing-library/react';
import type { ApiClient, StartupResponse } from '@wl/api';
import { RootStore, StoreProvider, type TemplateModule } from '@wl/core';
import { SiteRoutes } from '../app/SiteRoutes';

type Answer = Record<string, unknown>;

/** An API client answering from a table by path (statusCode 1 for anything else), recording the calls. */
export function fakeApi(table: Record<string, Answer> = {}) {
  const calls: { path: string; body: unknown }[] = [];
  const instance = axios.create({
    adapter: async (config) => {
      const path = config.url ?? '';
      calls.push({ path, body: typeof config.data === 'string' ? JSON.parse(config.data) : undefined });
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
    http: async () => instance,
    startup: () => Promise.reject(new Error('not in this test')),
  };
  return { api, calls };
}

export function startup(
  themeCode: string,
  color: string,
  overrides: Partial<StartupResponse> = {},
): StartupResponse {
  return {
    statusCode: 1,
    message: 'OK',
    maintenance: { is_maintenance: false, start_date: null, end_date: null },
    content: { menu: [], game_menu: [] },
    site: {
      site_name: 'Test Site',
      currency: 'PHP',
      theme_code: themeCode,
      theme_color: color,
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
    language: [
      { code: 'EN', is_default: true },
      { code: 'VI', is_default: false },
    ],
    provider_count: [],
    aff_domain: '',
    live_chat: null,
    ...overrides,
  };
}

export const testTemplate: TemplateModule = {
  templateId: 'template1',
  Layout: ({ children }) => <div data-testid="layout">{children}</div>,
  pages: {
    home: () => <h1>Home page</h1>,
    account: () => <h1>Account page</h1>,
    slots: () => <h1>Slots page</h1>,
    forgotPassword: () => <h1>Forgot password page</h1>,
    vip: () => <h1>VIP page</h1>,
  },
  validate: { vip: ({ search }) => search !== '?level=unknown' },
};

export const SIGNED_IN = {
  account_id: 'demo1',
  session_token: 's',
  token: 't',
  full_name: 'Demo One',
  contact_email: 'demo1@example.com',
};

/** Renders the site's routes for a template at a path, as a guest or signed in. */
export function renderSite(
  path: string,
  options: {
    theme?: [string, string];
    signedIn?: boolean;
    table?: Record<string, Answer>;
    template?: TemplateModule;
    startup?: Partial<StartupResponse>;
  } = {},
) {
  const [theme, color] = options.theme ?? ['casino1', 'gold'];
  const { api, calls } = fakeApi(options.table);
  const store = new RootStore(api, { i18n: languageCatalogue });
  store.layout.applyStartup(startup(theme, color, options.startup));
  store.locale.configure(store.layout.language, 'EN');
  store.locale.configure(store.layout.language, store.locale.routing.parse(path).language);
  if (options.signedIn) {
    localStorage.setItem('wl.session', JSON.stringify(SIGNED_IN));
    store.user.restore();
  }
  window.history.replaceState(null, '', path);
  const view = render(
    <StoreProvider store={store}>
      <SiteRoutes template={options.template ?? testTemplate} manifest={{ remotes: {} }} />
    </StoreProvider>,
  );
  return { store, calls, view };
}
