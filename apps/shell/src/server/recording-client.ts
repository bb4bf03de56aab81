import axios from 'axios';
import {
  isEnvelope,
  isSuccess,
  pageAnswerKey,
  preloadedAnswers,
  type ApiClient,
  type PageAnswer,
  type PageRenderRequest,
} from '@wl/api';

const isFields = (body: unknown): body is Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body);

const siteCall = (body: unknown): body is Record<string, unknown> =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { domain_name?: unknown }).domain_name === 'string';

/**
 * The API client of a server render: the calls go to the site server's own /api (no network), and every
 * good answer to a site call is recorded, for the second pass and for the browser to hydrate from.
 */
export class RecordingClient {
  private readonly recorded = new Map<string, PageAnswer>();
  readonly answeredAt = Date.now();

  constructor(private readonly request: PageRenderRequest) {
    for (const entry of request.answers) this.recorded.set(pageAnswerKey(entry.path, entry.body), entry);
  }

  /** The collecting pass's client: known answers first, then the platform, recording what it answers. */
  collecting(): ApiClient {
    const http = axios.create({
      baseURL: '/api',
      adapter: async (config) => {
        const path = (config.url ?? '').replace(/^\/+/, '');
        const get = (config.method ?? '').toUpperCase() === 'GET';
        // A GET's fields are its query (public_odds?bet_type=1X2): recorded as its body, as the page asks it.
        const body: unknown = get
          ? (config.params ?? {})
          : typeof config.data === 'string'
            ? JSON.parse(config.data)
            : (config.data ?? {});
        // Site calls carry the site in their body; the two GETs (match list, odds) name it by host.
        const fields = siteCall(body) || (get && isFields(body)) ? body : {};
        const recordable = siteCall(body) || get;
        const answer = await this.request.call(path, fields);
        if (recordable && isEnvelope(answer) && isSuccess(answer)) {
          this.recorded.set(pageAnswerKey(path, fields), { path, body: fields, answer });
        }
        return { data: answer, status: 200, statusText: 'OK', headers: {}, config };
      },
    });
    const client: ApiClient = {
      baseURL: '/api',
      http: () => Promise.resolve(http),
      preloaded: preloadedAnswers([...this.recorded.values()]),
      startup: () => Promise.resolve(this.request.startup),
    };
    return client;
  }

  /** The rendering pass's client: only the recorded answers; a call it did not record is not made. */
  replaying(): ApiClient {
    return {
      baseURL: '/api',
      http: () => Promise.reject(new Error('The rendering pass of a server render makes no calls')),
      preloaded: preloadedAnswers(this.entries(), this.answeredAt),
      startup: () => Promise.resolve(this.request.startup),
    };
  }

  entries(): PageAnswer[] {
    return [...this.recorded.values()];
  }
}
