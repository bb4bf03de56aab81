import { CALLS } from '@wl/contract';
import { memberRoutes } from '../../http/member-route';
import type { ZodApp } from '../../http/zod-app';
import type { Platform } from '../../platform';

/** referral/overview (libs/contract/src/lib/calls/rewards/referral.ts). */
export function registerReferralRoutes(api: ZodApp, platform: Platform): void {
  const memberRoute = memberRoutes(api, platform);
  const { referral } = platform.rewards;
  memberRoute(CALLS.referralOverview, (member) => referral.overview(member));
}
