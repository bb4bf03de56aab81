import axios from 'axios';
import type { ApiClient, StartupResponse } from '@wl/api';

export interface ReceivedCall {
  path: string;
  body: Record<string, unknown> | undefined;
}

type Answer = Record<string, unknown>;
type Handler = (path: string, body: Record<string, unknown> | undefined) => Answer | Promise<Answer>;

/**
 * An API client whose answers come from a handler, through a real axios instance with a test adapter:
 * the calls of @wl/api run unchanged and every request is recorded.
 */
export function fakeApi(handler: Handler): { api: ApiClient; calls: ReceivedCall[] } {
  const calls: ReceivedCall[] = [];
  const instance = axios.create({
    adapter: async (config) => {
      const path = config.url ?? '';
      const body =
        typeof config.data === 'string' ? (JSON.parse(config.data) as Record<string, unknown>) : undefined;
      calls.push({ path, body });
      const data = await handler(path, body);
      return { data, status: 200, statusText: 'OK', headers: {}, config };
    },
  });
  const api: ApiClient = {
    baseURL: '/api',
    http: async () => instance,
    startup: () => Promise.reject(new Error('startup is not part of this test')),
  };
  return { api, calls };
}

/** Answers by path from a table; a path missing from it answers statusCode 1 with nothing else. */
export function answersByPath(table: Record<string, Answer>): Handler {
  return (path) => table[path] ?? { statusCode: 1, message: 'OK' };
}

export function startupAnswer(overrides: Partial<StartupResponse> = {}): StartupResponse {
  return {
    statusCode: 1,
    message: 'OK',
    maintenance: { is_maintenance: false, start_date: null, end_date: null },
    content: { menu: [], game_menu: [] },
    site: {
      site_name: 'Lucky Lantern',
      currency: 'PHP',
      theme_code: 'slot2',
      theme_color: 'sunset',
      logo1: '/logo1.svg',
      logo2: '',
      logo3: '',
      status: true,
      expired_date: null,
      logo_text: 'Lucky Lantern',
      external_id: 'slot2-ext',
      android_sub: '',
      ios_sub: '',
      manifest_icon: '',
      gamify_status: true,
      tac_login: true,
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
