import { CALLS } from '@wl/contract';
import { memberRoutes } from '../../http/member-route';
import type { ZodApp } from '../../http/zod-app';
import type { Platform } from '../../platform';

/** promotion/list, promotion/opt_in and promotion/forfeit (libs/contract/src/lib/calls/rewards/promotions.ts). */
export function registerPromotionRoutes(api: ZodApp, platform: Platform): void {
  const memberRoute = memberRoutes(api, platform);
  const { promotions } = platform.rewards;
  memberRoute(CALLS.promotionList, (member) => promotions.list(member));
  memberRoute(CALLS.promotionOptIn, (member, body) => promotions.optIn(member, body.promotion_id));
  memberRoute(CALLS.promotionForfeit, (member, body) => promotions.forfeit(member, body.bonus_id));
}
