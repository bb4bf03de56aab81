export { createApiClient, type ApiClient } from './lib/client';
export { isSuccess, STATUS_OK, type Envelope } from './lib/envelope';
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
