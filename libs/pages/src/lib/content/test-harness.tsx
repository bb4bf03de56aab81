// Test-only: a real store tree over a fake platform, a router and the site's messages.
import axios from 'axios';
import { render } from '@testing-library/react';
import type { ApiClient, Cms, CmsPage, LiveChat, Site, SocialAccount, StartupResponse } from '@wl/api';
import { RootStore, StoreProvider } from '@wl/core';
import {
  DEFAULT_LANGUAGE,
  changeLanguage,
  detectLanguage,
  getLanguage,
  languageChoices,
  setupI18n,
  toLanguageCode,
  type LanguageCode,
} from '@wl/i18n';
import { MemoryRouter } from '@wl/router';
import type { ContentPageName } from '../site-pages';
import { ContentRoutePage } from './content-pages';

export type Answer = Record<string, unknown>;
/** The platform's answer to a call; undefined answers statusCode 1 with nothing else. */
export type Handler = (path: string) => Answer | Promise<Answer> | undefined;

export const ok = (fields: Answer = {}): Answer => ({ statusCode: 1, message: 'OK', ...fields });
export const unavailable: Answer = { statusCode: -503, message: 'serviceUnavailable' };

export function fakeApi(handler: Handler = () => undefined): { api: ApiClient; calls: string[] } {
  const calls: string[] = [];
  const instance = axios.create({
    adapter: async (config) => {
      const path = config.url?.replace(/^\/api\//, '') ?? '';
      calls.push(path);
      const data = (await handler(path)) ?? ok();
      return { data, status: 200, statusText: 'OK', headers: {}, config };
    },
  });
  return {
    api: { baseURL: '/api', http: async () => instance, startup: () => Promise.reject(new Error('no')) },
    calls,
  };
}

/** Every CMS page on, with an English and a Vietnamese body naming the page. */
export function cmsOf(overrides: Partial<Cms> = {}): Cms {
  const pages: CmsPage[] = ['about_us', 'privacy_policy', 'banking', 'faqs', 'responsible_gaming', 'terms'];
  const cms = Object.fromEntries(
    pages.flatMap((page) => [
      [`${page}_status`, true],
      [`en_${page}_body`, `<p>English ${page} text</p>`],
      [`local_${page}_body`, `<p>Vietnamese ${page} text</p>`],
    ]),
  ) as Cms;
  return { ...cms, ...overrides };
}

const site: Site = {
  site_name: 'Lucky Lantern',
  currency: 'PHP',
  theme_code: 'casino1',
  theme_color: 'gold',
  logo1: '',
  logo2: '',
  logo3: '',
  status: true,
  expired_date: null,
  logo_text: 'Lucky Lantern',
  external_id: 'ext-1',
  android_sub: '',
  ios_sub: '',
  manifest_icon: '',
  gamify_status: false,
  tac_login: false,
};

function startup(siteOverrides: Partial<Site>, liveChat: LiveChat | null): StartupResponse {
  return {
    statusCode: 1,
    message: 'OK',
    maintenance: { is_maintenance: false, start_date: null, end_date: null },
    content: { menu: [], game_menu: [] },
    site: { ...site, ...siteOverrides },
    language: [
      { code: 'EN', is_default: true },
      { code: 'VI', is_default: false },
    ],
    provider_count: [],
    aff_domain: '',
    live_chat: liveChat,
  };
}

export interface RenderOptions {
  handler?: Handler;
  language?: LanguageCode;
  /** The CMS pages the site loader stored; null: none (still loading, or the load failed). */
  cms?: Cms | null;
  accounts?: SocialAccount[];
  /** True while the site loader is still loading (default: it is done). */
  preloader?: boolean;
  site?: Partial<Site>;
  liveChat?: LiveChat | null;
}

let messagesReady: Promise<unknown> | null = null;

/** The English messages, once per test file. */
export function englishMessages(): Promise<unknown> {
  messagesReady ??= setupI18n('EN');
  return messagesReady;
}

/** Renders one content route over a store tree whose site loader has run as the options say. */
export function renderContent(page: ContentPageName, options: RenderOptions = {}) {
  const { api, calls } = fakeApi(options.handler);
  const store = new RootStore(api, {
    i18n: { DEFAULT_LANGUAGE, changeLanguage, detectLanguage, getLanguage, languageChoices, toLanguageCode },
  });
  store.layout.applyStartup(startup(options.site ?? {}, options.liveChat ?? null));
  store.locale.configure(store.layout.language, options.language ?? 'EN');
  const cms = options.cms === undefined ? cmsOf() : options.cms;
  if (cms) store.layout.setCms(cms);
  store.layout.setAccountList(options.accounts ?? []);
  store.layout.setShowPreloader(options.preloader ?? false);
  const view = render(
    <StoreProvider store={store}>
      <MemoryRouter>
        <ContentRoutePage page={page} />
      </MemoryRouter>
    </StoreProvider>,
  );
  return { store, calls, view };
}
