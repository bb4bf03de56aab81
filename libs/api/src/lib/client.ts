import type { AxiosInstance } from 'axios';
import type { Envelope } from './envelope';
import { PRELOADED_SITE_CALLS, findPreloadedCall } from './preloaded-calls';
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

/** The answers the page carries; a request takes one only if it is exactly the call that was preloaded. */
export interface PreloadedAnswers {
  /** The answer for this request, if one is left (counting one of its uses); undefined otherwise. */
  take(path: string, body: unknown): Envelope | undefined;
}

export interface ApiClientOptions {
  /** A call with no answer after this long fails as `<no response>`. */
  timeoutMs?: number;
  /**
   * Site calls the site server answered in the page, by the id of their PRELOADED_SITE_CALLS entry: the
   * first such request (or the first `uses` of them) is answered from here, so a guest's first view
   * needs neither the network nor axios.
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
  const client: ApiClient = {
    baseURL,
    http,
    preloaded: preloadedAnswers(options.preloaded ?? {}),
    startup: (request) => fetchStartup(client, request),
  };
  return client;
}

/** Answers by preloaded-call id, each good for its call's number of uses; ids the table does not know are ignored. */
export function preloadedAnswers(answers: Partial<Record<string, Envelope>>): PreloadedAnswers {
  const left = new Map<string, { answer: Envelope; uses: number }>();
  for (const call of PRELOADED_SITE_CALLS) {
    const answer = answers[call.id];
    if (answer) left.set(call.id, { answer, uses: call.uses });
  }
  return {
    take(path, body) {
      const id = left.size > 0 ? findPreloadedCall(path, body)?.id : undefined;
      const entry = id === undefined ? undefined : left.get(id);
      if (!id || !entry) return undefined;
      if (--entry.uses <= 0) left.delete(id);
      return entry.answer;
    },
  };
}
