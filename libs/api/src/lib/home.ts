import type { Envelope } from './envelope';
import type { SiteRequest } from './request-types';
import type {
  Announcement,
  MarqueeItem,
  RecentTransaction,
  ReferralSetting,
  Slide,
} from './site-content-types';
import type { BetLine, SportsMatch } from './sportsbook-types';
import { send, type ApiTransport } from './transport';

// The home page's content, and the public sportsbook lists.

export interface TransactionsResponse extends Envelope {
  deposits?: RecentTransaction[];
  withdrawals?: RecentTransaction[];
}

export interface ValueListResponse<T> extends Envelope {
  value?: T[];
}

export const fetchTransactions = (
  client: ApiTransport,
  request: SiteRequest,
): Promise<TransactionsResponse> => send(client, 'home/fetch_transactions', request);

export const fetchSlides = (client: ApiTransport, request: SiteRequest): Promise<ValueListResponse<Slide>> =>
  send(client, 'home/fetch_slide', request);

export const fetchAnnouncements = (
  client: ApiTransport,
  request: SiteRequest,
): Promise<ValueListResponse<Announcement>> => send(client, 'home/fetch_announment', request);

export const getMarquee = (
  client: ApiTransport,
  request: SiteRequest,
): Promise<ValueListResponse<MarqueeItem>> => send(client, 'home/marquee', request);

/** The first entry's setting_value decides whether referral is shown. */
export const getReferral = (
  client: ApiTransport,
  request: SiteRequest,
): Promise<ValueListResponse<ReferralSetting>> => send(client, 'home/referral', request);

/** GET, no body. */
export const getPublicOdds = (client: ApiTransport): Promise<ValueListResponse<BetLine>> =>
  send(client, 'home/public_odds');

/** GET, no body. */
export const getMatchList = (client: ApiTransport): Promise<ValueListResponse<SportsMatch>> =>
  send(client, 'home/match_list');
