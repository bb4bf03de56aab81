import type { AxiosInstance, AxiosResponse } from 'axios';
import { API_CALLS, type ApiPath } from './call-table';
import type { ApiClient } from './client';
import { isEnvelope, type Envelope } from './envelope';
import { fallbackFor, type FallbackAnswer } from './fallbacks';
import { ApiNetworkError } from './network-error';
import { shouldRetry } from './retry';

/** What a call needs of a client: its one axios instance and the base URL named in error texts. */
export type ApiTransport = Pick<ApiClient, 'http' | 'baseURL' | 'preloaded'>;

/**
 * Sends one call and never throws: the answer is the platform's envelope whatever its HTTP status, or
 * the call's fallback answer from the call table when no envelope came back, with the failure described
 * in `details`. GETs are retried by the shared rule; the method comes from the call table.
 */
export async function send<R extends Envelope, P extends ApiPath>(
  client: ApiTransport,
  path: P,
  body?: object,
): Promise<R | FallbackAnswer<P>> {
  const { method } = API_CALLS[path];
  const url = `${(client.baseURL ?? '/api').replace(/\/+$/, '')}/${path}`;
  const fail = (error: ApiNetworkError) => fallbackFor(path, error.message);

  const preloaded = client.preloaded?.take(path, body);
  if (preloaded) return preloaded as R;

  let http: AxiosInstance;
  try {
    http = await client.http();
  } catch (cause) {
    return fail(new ApiNetworkError(method, url, undefined, { cause }));
  }

  for (let attempt = 1; ; attempt++) {
    let answer: AxiosResponse<unknown>;
    try {
      // A GET's fields travel in the query string (public_odds?match_id=...), a POST's as its JSON body.
      const fields = method === 'GET' ? { params: body } : { data: body };
      answer = await http.request<unknown>({ method, url: path, ...fields, validateStatus: () => true });
    } catch (cause) {
      return fail(new ApiNetworkError(method, url, undefined, { cause }));
    }
    if (shouldRetry(method, answer.status, attempt)) continue;
    // The body is trusted as this call's answer once it is an envelope; the platform validates its side.
    if (isEnvelope(answer.data)) return answer.data as R;
    const { status, statusText } = answer;
    const problem = status < 400 ? 'no envelope in the answer' : undefined;
    return fail(new ApiNetworkError(method, url, { status, statusText, problem }));
  }
}
