import type { AxiosInstance } from 'axios';
import { preloadedAnswers, type PageAnswer, type PreloadedAnswers } from './page-answers';
import { fetchStartup } from './site';
import type { StartupRequest, StartupResponse } from './startup-types';

export interface ApiClient {
  /** The one axios instance, created on the first call. */
  http(): Promise<AxiosInstance>;
  startup(request: StartupRequest): Promise<StartupResponse>;
  /** Where the calls go ('/api' in the browser); named in the text of a failed call. */
  readonly baseURL?: string;
  /** Answers the site server already wrote into the page, for the exact requests they answer. */
  readonly preloaded?: PreloadedAnswers;
}

export interface ApiClientOptions {
  /** A call with no answer after this long fails as `<no response>`. */
  timeoutMs?: number;
  /**
   * Site calls the site server answered in the page (those its render made, or PRELOADED_SITE_CALLS):
   * the first view's requests are answered from here, so a guest's first view needs neither the network
   * nor axios, and the browser's first render is the server's.
   */
  preloaded?: readonly PageAnswer[];
  /** When the server made those answers (ms since the epoch). */
  answeredAt?: number;
}

export const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * The one HTTP client of the browser: every call goes through the site server's /api proxy. axios is
 * loaded with the first call, so a page whose startup answer came inlined renders without it.
 */
export function createApiClient(baseURL = '/api', options: ApiClientOptions = {}): ApiClient {
  let instance: Promise<AxiosInstance> | undefined;
  const http = () => {
    if (!instance) {
      const loading = import('axios').then(({ default: axios }) =>
        axios.create({
          baseURL,
          timeout: options.timeoutMs ?? DEFAULT_TIMEOUT_MS,
          headers: { 'Content-Type': 'application/json' },
        }),
      );
      // A failed chunk load must not stick: the next call tries to load axios again.
      loading.catch(() => {
        if (instance === loading) instance = undefined;
      });
      instance = loading;
    }
    return instance;
  };
  const client: ApiClient = {
    baseURL,
    http,
    preloaded: preloadedAnswers(options.preloaded ?? [], options.answeredAt),
    startup: (request) => fetchStartup(client, request),
  };
  return client;
}
