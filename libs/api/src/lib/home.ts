import type { CallRequest } from '@wl/contract';
import type { ClientAnswer } from './answer-types';
import type { Envelope } from './envelope';
import type { SiteRequest } from './request-types';
import { send, type ApiTransport } from './transport';

// The home page's content, and the public sportsbook lists.

export type TransactionsResponse = ClientAnswer<'home/fetch_transactions'>;

/** An answer whose success carries a list in `value`. */
export interface ValueListResponse<T> extends Envelope {
  value?: T[];
}

export const fetchTransactions = (
  client: ApiTransport,
  request: SiteRequest,
): Promise<TransactionsResponse> => send(client, 'home/fetch_transactions', request);

export const fetchSlides = (
  client: ApiTransport,
  request: SiteRequest,
): Promise<ClientAnswer<'home/fetch_slide'>> => send(client, 'home/fetch_slide', request);

export const fetchAnnouncements = (
  client: ApiTransport,
  request: SiteRequest,
): Promise<ClientAnswer<'home/fetch_announment'>> => send(client, 'home/fetch_announment', request);

export const getMarquee = (
  client: ApiTransport,
  request: SiteRequest,
): Promise<ClientAnswer<'home/marquee'>> => send(client, 'home/marquee', request);

/** The first entry's setting_value decides whether referral is shown. */
export const getReferral = (
  client: ApiTransport,
  request: SiteRequest,
): Promise<ClientAnswer<'home/referral'>> => send(client, 'home/referral', request);

/** GET, no body. */
export const getPublicOdds = (
  client: ApiTransport,
  query?: CallRequest<'home/public_odds'>,
): Promise<ClientAnswer<'home/public_odds'>> => send(client, 'home/public_odds', query);

/** GET, no body. */
export const getMatchList = (client: ApiTransport): Promise<ClientAnswer<'home/match_list'>> =>
  send(client, 'home/match_list');
