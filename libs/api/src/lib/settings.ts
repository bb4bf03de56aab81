import type { Envelope } from './envelope';
import type { InboxItem, Profile } from './member-types';
import type { MemberRequest, SiteRequest } from './request-types';
import type {
  Cms,
  JsonValue,
  Partner,
  RecentTransaction,
  SocialAccount,
  TopWinner,
  TrackingScript,
  WithdrawalStats,
} from './site-content-types';
import { send, type ApiTransport } from './transport';

// The settings calls: the player's profile and inbox, and the site's content loaded after mount.

export type ProfileUpdateRequest = Profile;

export interface ProfileUpdateResponse extends Envelope {
  /** On statusCode 1, the first entry holds the stored name and email. */
  value?: Pick<Profile, 'account_id' | 'full_name' | 'contact_email'>[];
}

export interface SocialAccountsResponse extends Envelope {
  accountList?: SocialAccount[];
}

/** The ten biggest wins, the ten biggest withdrawals and the site's withdrawal statistics. */
export interface TopWinnersResponse extends Envelope {
  winners?: TopWinner[];
  withdrawals?: RecentTransaction[];
  stats?: WithdrawalStats;
}

export interface SiteInfoResponse extends Envelope {
  cms?: Cms;
}

export interface InboxResponse extends Envelope {
  value?: InboxItem[];
}

export interface ClaimInboxRequest extends MemberRequest {
  inbox_id: number;
}

export interface AnalyticsRequest {
  domain_name: string;
}

export interface AnalyticsResponse extends Envelope {
  value?: TrackingScript[];
}

/** Attribution of a visit that came from an ad: the Facebook browser id and/or the AppsFlyer id. */
export interface AdsVisitRequest extends SiteRequest {
  fbp?: string;
  appsflyer_id?: string;
}

export interface PartnersResponse extends Envelope {
  partners?: Partner[];
}

export interface BtsResponse extends Envelope {
  value?: JsonValue;
}

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

export const claimInbox = (client: ApiTransport, request: ClaimInboxRequest): Promise<Envelope> =>
  send(client, 'settings/claim_inbox', request);

export const checkStatus = (client: ApiTransport, request: MemberRequest): Promise<Envelope> =>
  send(client, 'settings/check_status', request);

export const getAnalytics = (client: ApiTransport, request: AnalyticsRequest): Promise<AnalyticsResponse> =>
  send(client, 'settings/get_analytics', request);

export const sendAdsVisit = (client: ApiTransport, request: AdsVisitRequest): Promise<Envelope> =>
  send(client, 'settings/adsvisit', request);

export const getPartners = (client: ApiTransport, request: SiteRequest): Promise<PartnersResponse> =>
  send(client, 'settings/partners', request);

export const getBts = (client: ApiTransport, request: SiteRequest): Promise<BtsResponse> =>
  send(client, 'settings/bts', request);
