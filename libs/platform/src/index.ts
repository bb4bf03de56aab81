export { DEMO_SITES, type DemoSite } from './lib/demo/demo-sites';
export { normaliseHost } from './lib/sites/host-name';
export { SITE_NOT_FOUND_STATUS } from './lib/sites/site-errors';
export { platformPlugin, type PlatformPluginOptions } from './lib/http/platform-plugin';
export type {
  GameRef,
  MenuInput,
  SiteCall,
  SiteDetail,
  SiteInput,
  SiteRef,
  SiteServices,
} from './lib/sites/site-types';
export type { SiteSettings, SiteSettingsInput } from './lib/sites/site-settings';
export { createPlatform, type CreatePlatformOptions, type Platform, type PlatformDeps } from './lib/platform';
export { openDatabase, type Database, type DatabaseOptions } from './lib/db/database';
export { POSTGRES_TIMEOUTS, type PostgresTimeouts } from './lib/db/postgres-timeouts';
export { isDatabaseUnavailable } from './lib/db/database-unavailable';
export { describeError, type LoggedError } from './lib/http/error-log';
export { closeOnSignals, type ShutdownOptions } from './lib/http/graceful-shutdown';
export { OutboxSmsSender, type SmsSender } from './lib/players/sms-sender';
export { HttpSmsSender, type HttpSmsSenderOptions } from './lib/players/http-sms-sender';
export type { OperatorServices, PlayerServices } from './lib/players/player-services';
export { SECURITY_POLICY } from './lib/players/auth/security-policy';
export {
  createSecurityLog,
  silentSecurityLog,
  SecurityLog,
  type SecurityEvent,
  type SecurityFields,
} from './lib/security-log/security-log';
export { DEMO_PASSWORD } from './lib/seed/seed-players';
export { createTestPlatform, TEST_CASINO_SITE } from './lib/testing/test-platform';
export { OPENAPI_INFO } from './lib/http/platform-plugin';
export { platformOptionsFromEnv } from './lib/platform-env';
export { fastifyTrustProxy, parseTrustProxy, type TrustProxy } from './lib/http/trust-proxy';
export type { MissionInput, MissionRow } from './lib/rewards/missions/mission-input';
export type { PromotionInput, PromotionRow } from './lib/rewards/promotions/promotion-input';
export {
  readRewardsSettings,
  writeRewardsSettings,
  type RewardsSettings,
} from './lib/rewards/rewards-settings';
