// The client: one axios instance per client, loaded with the first call.
export { createApiClient, DEFAULT_TIMEOUT_MS, type ApiClient, type ApiClientOptions } from './lib/client';
export {
  pageAnswerKey,
  peekAnswer,
  preloadedAnswers,
  type PageAnswer,
  type PreloadedAnswers,
} from './lib/page-answers';
export type { ApiTransport } from './lib/transport';
export type { PageRenderRequest, PageRenderResult, ShellServerBuild } from './lib/page-render';
export { isEnvelope, isSuccess, STATUS_OK, type Envelope } from './lib/envelope';

// Shared with the site server's proxy mode: none of these load axios or touch the browser.
export { API_CALLS, isApiPath, type ApiCallRule, type ApiPath, type FallbackKind } from './lib/call-table';
export { fallbackFor, type FallbackAnswer } from './lib/fallbacks';
export { GET_RETRIES, RETRYABLE_STATUSES, shouldRetry } from './lib/retry';
export {
  HOME_GAME_LISTS,
  PRELOADED_SITE_CALLS,
  preloadedCallBody,
  type HomeGameList,
  type PreloadedParams,
  type PreloadedSiteCall,
} from './lib/preloaded-calls';
export { ApiNetworkError } from './lib/network-error';

// One function per call, taking the client first: fn(client, request).
export * from './lib/auth';
export * from './lib/member';
export * from './lib/site';
export * from './lib/product';
export * from './lib/settings';
export * from './lib/home';
export * from './lib/play';
export * from './lib/cashier';
export * from './lib/sports-bets';
export * from './lib/protection';
export * from './lib/security';
export * from './lib/rewards';

// Entities and shared request shapes.
export type { MemberRequest, SiteRequest } from './lib/request-types';
export type { FavouriteGame, Game, GameItem } from './lib/game-types';
export type { ClientAnswer } from './lib/answer-types';
export type { InboxItem, Profile, VipLevel, VipTier } from './lib/member-types';
export {
  CMS_PAGES,
  type Announcement,
  type Badge,
  type Cms,
  type CmsPage,
  type JsonValue,
  type MarqueeItem,
  type Partner,
  type RecentTransaction,
  type ReferralSetting,
  type SeoRecord,
  type Slide,
  type SocialAccount,
  type TopWinner,
  type TrackingScript,
  type WithdrawalStats,
} from './lib/site-content-types';
export type {
  LocalisedMatchNames,
  LocalisedName,
  OddsLeague,
  OddsMarkets,
  OddsMatch,
  OddsSelection,
  OddsTeam,
  OutrightPrice,
  PublicOdds,
  PublicOddsResponse,
  SportsMatch,
} from './lib/sportsbook-types';
export type {
  LiveChat,
  Maintenance,
  MenuItem,
  ProviderCount,
  Site,
  SiteLanguage,
  StartupRequest,
  StartupResponse,
} from './lib/startup-types';
