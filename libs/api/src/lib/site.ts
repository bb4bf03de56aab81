import type { CallRequest } from '@wl/contract';
import type { ClientAnswer } from './answer-types';
import type { StartupRequest, StartupResponse } from './startup-types';
import { send, type ApiTransport } from './transport';

// The site's startup answer and its page metadata.

/** page_name: the page whose metadata is wanted ('home', ...). */
export type SeoRequest = CallRequest<'seo'>;

/** value is null when the site has no record for that page. */
export type SeoResponse = ClientAnswer<'seo'>;

/** Never fails outright: when unreachable, the answer is -500 with no site and no maintenance. */
export const fetchStartup = (client: ApiTransport, request: StartupRequest): Promise<StartupResponse> =>
  send(client, 'startup', request);

export const getSeo = (client: ApiTransport, request: SeoRequest): Promise<SeoResponse> =>
  send(client, 'seo', request);
