import axios, { type AxiosInstance } from 'axios';
import type { StartupRequest, StartupResponse } from './startup-types';

export interface ApiClient {
  readonly http: AxiosInstance;
  startup(request: StartupRequest): Promise<StartupResponse>;
}

/** The one HTTP client of the browser: every call goes through the site server's /api proxy. */
export function createApiClient(baseURL = '/api'): ApiClient {
  const http = axios.create({ baseURL, headers: { 'Content-Type': 'application/json' } });
  return {
    http,
    async startup(request) {
      const { data } = await http.post<StartupResponse>('/startup', request);
      return data;
    },
  };
}
