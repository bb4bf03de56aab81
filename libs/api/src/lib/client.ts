import type { AxiosInstance } from 'axios';
import type { StartupRequest, StartupResponse } from './startup-types';

export interface ApiClient {
  /** The one axios instance, created on the first call. */
  http(): Promise<AxiosInstance>;
  startup(request: StartupRequest): Promise<StartupResponse>;
}

/**
 * The one HTTP client of the browser: every call goes through the site server's /api proxy. axios is
 * loaded with the first call, so a page whose startup answer came inlined renders without it.
 */
export function createApiClient(baseURL = '/api'): ApiClient {
  let instance: Promise<AxiosInstance> | undefined;
  const http = () =>
    (instance ??= import('axios').then(({ default: axios }) =>
      axios.create({ baseURL, headers: { 'Content-Type': 'application/json' } }),
    ));
  return {
    http,
    async startup(request) {
      const { data } = await (await http()).post<StartupResponse>('/startup', request);
      return data;
    },
  };
}
