import type { Envelope } from './envelope';
import type { SiteRequest } from './request-types';
import type { SeoRecord } from './site-content-types';
import type { StartupRequest, StartupResponse } from './startup-types';
import { send, type ApiTransport } from './transport';

// The site's startup answer and its page metadata.

export interface SeoRequest extends SiteRequest {
  /** The page whose metadata is wanted: 'home', ... */
  page_name: string;
}

export interface SeoResponse extends Envelope {
  /** null when the site has no record for that page. */
  value?: SeoRecord | null;
}

/** Never fails outright: when unreachable, the answer is -500 with no site and no maintenance. */
export const fetchStartup = (client: ApiTransport, request: StartupRequest): Promise<StartupResponse> =>
  send(client, 'startup', request);

export const getSeo = (client: ApiTransport, request: SeoRequest): Promise<SeoResponse> =>
  send(client, 'seo', request);
