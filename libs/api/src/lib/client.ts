import type { AxiosInstance } from 'axios';
import type { Envelope } from './envelope';
import { fetchStartup } from './site';
import type { StartupRequest, StartupResponse } from './startup-types';

export interface ApiClient {
  /** The one axios instance, created on the first call. */
  http(): Promise<AxiosInstance>;
  startup(request: StartupRequest): Promise<StartupResponse>;
  /** Where the calls go ('/api' in the browser); named in the text of a failed call. */
  readonly baseURL?: string;
  /** Answers the site server already wrote into the page, by call path; each is used once. */
  readonly preloaded?: Map<string, Envelope>;
}

export interface ApiClientOptions {
  /** A call with no answer after this long fails as `<no response>`. */
  timeoutMs?: number;
  /**
   * Site calls the site server answered in the page (PRELOADED_SITE_CALLS): the first such call is
   * answered from here without a request, so a guest's first view needs neither the network nor axios.
   */
  preloaded?: Partial<Record<string, Envelope>>;
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
  const preloaded = new Map<string, Envelope>();
  for (const [path, answer] of Object.entries(options.preloaded ?? {}))
    if (answer) preloaded.set(path, answer);
  const client: ApiClient = { baseURL, http, preloaded, startup: (request) => fetchStartup(client, request) };
  return client;
}
