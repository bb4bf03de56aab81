import { CALLS } from '@wl/contract';
import { memberRoutes } from '../../http/member-route';
import type { ZodApp } from '../../http/zod-app';
import type { Platform } from '../../platform';
import { balanceFields } from './balance-answer';

/** The signed-in player's balances. */
export function registerWalletRoutes(api: ZodApp, platform: Platform): void {
  const { players } = platform;
  const memberRoute = memberRoutes(api, platform);

  memberRoute(CALLS.getBalance, async (member) => balanceFields(await players.wallet(member)));
}
