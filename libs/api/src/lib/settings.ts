import type { AdsVisitRequest, CallRequest } from '@wl/contract';
import type { ClientAnswer } from './answer-types';
import type { MemberRequest, SiteRequest } from './request-types';
import { send, type ApiTransport } from './transport';

// The settings calls: the player's profile and inbox, and the site's content loaded after mount.

export type ProfileUpdateRequest = CallRequest<'settings/profile_update'>;

/** On statusCode 1, the first entry of value holds the stored name and email. */
export type ProfileUpdateResponse = ClientAnswer<'settings/profile_update'>;

export type SocialAccountsResponse = ClientAnswer<'settings/social_account'>;

/** The ten biggest wins, the ten biggest withdrawals and the site's withdrawal statistics. */
export type TopWinnersResponse = ClientAnswer<'settings/top10winner_withdrawal'>;

export type SiteInfoResponse = ClientAnswer<'settings/siteinfodetail'>;

export type InboxResponse = ClientAnswer<'settings/get_inbox'>;

export type ClaimInboxRequest = CallRequest<'settings/claim_inbox'>;

/** The reward paid and the balances after it. */
export type ClaimInboxResponse = ClientAnswer<'settings/claim_inbox'>;
export type ReadInboxRequest = CallRequest<'settings/read_inbox'>;
export type ReadInboxResponse = ClientAnswer<'settings/read_inbox'>;

export type CheckStatusResponse = ClientAnswer<'settings/check_status'>;

export type AnalyticsRequest = CallRequest<'settings/get_analytics'>;
export type AnalyticsResponse = ClientAnswer<'settings/get_analytics'>;

/** Attribution of a visit that came from an ad: the Facebook browser id and/or the AppsFlyer id. */
export type { AdsVisitRequest };

export type PartnersResponse = ClientAnswer<'settings/partners'>;

/** The site's footer badges. */
export type BtsResponse = ClientAnswer<'settings/bts'>;

export const updateProfile = (
  client: ApiTransport,
  request: ProfileUpdateRequest,
): Promise<ProfileUpdateResponse> => send(client, 'settings/profile_update', request);

export const getSocialAccounts = (
  client: ApiTransport,
  request: SiteRequest,
): Promise<SocialAccountsResponse> => send(client, 'settings/social_account', request);

export const getTopWinners = (client: ApiTransport, request: SiteRequest): Promise<TopWinnersResponse> =>
  send(client, 'settings/top10winner_withdrawal', request);

export const getSiteInfo = (client: ApiTransport, request: SiteRequest): Promise<SiteInfoResponse> =>
  send(client, 'settings/siteinfodetail', request);

export const getInbox = (client: ApiTransport, request: MemberRequest): Promise<InboxResponse> =>
  send(client, 'settings/get_inbox', request);

export const claimInbox = (client: ApiTransport, request: ClaimInboxRequest): Promise<ClaimInboxResponse> =>
  send(client, 'settings/claim_inbox', request);

/** The player opened a message: read on every device from now on; answers the unread count. */
export const readInbox = (client: ApiTransport, request: ReadInboxRequest): Promise<ReadInboxResponse> =>
  send(client, 'settings/read_inbox', request);

export const checkStatus = (client: ApiTransport, request: MemberRequest): Promise<CheckStatusResponse> =>
  send(client, 'settings/check_status', request);

export const getAnalytics = (client: ApiTransport, request: AnalyticsRequest): Promise<AnalyticsResponse> =>
  send(client, 'settings/get_analytics', request);

export const sendAdsVisit = (
  client: ApiTransport,
  request: AdsVisitRequest,
): Promise<ClientAnswer<'settings/adsvisit'>> => send(client, 'settings/adsvisit', request);

export const getPartners = (client: ApiTransport, request: SiteRequest): Promise<PartnersResponse> =>
  send(client, 'settings/partners', request);

export const getBts = (client: ApiTransport, request: SiteRequest): Promise<BtsResponse> =>
  send(client, 'settings/bts', request);
