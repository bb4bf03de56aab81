import { CALLS } from '@wl/contract';
import { contractRoute } from '../../http/contract-route';
import type { ZodApp } from '../../http/zod-app';
import type { Platform } from '../../platform';

export function registerStartupRoutes(api: ZodApp, platform: Platform): void {
  contractRoute(api, CALLS.startup, async (_request, body) => platform.sites.startup(body.domain_name));
}
