import { CALLS } from '@wl/contract';
import { memberRoutes } from '../../http/member-route';
import { playerRoutes } from '../../http/player-route';
import type { ZodApp } from '../../http/zod-app';
import type { Platform } from '../../platform';
import type { VipLevelView } from '../player-types';

const levelAnswer = (level: VipLevelView) => ({
  level: level.level,
  vip_name: level.vipName,
  starting_deposit: level.startingDeposit,
  starting_turnover: level.startingTurnover,
});

/** The player's VIP progress, and the site's VIP table for guests. */
export function registerVipRoutes(api: ZodApp, platform: Platform): void {
  const { players } = platform;
  const memberRoute = memberRoutes(api, platform);
  const guestRoute = playerRoutes(api);

  memberRoute(CALLS.vip, async (member) => {
    const vip = await players.vipProgress(member);
    const { current, next } = vip;
    return {
      totalDeposit: vip.totalDeposit,
      depoProgress: vip.depositProgress,
      totalTurnover: vip.totalTurnover,
      toProgress: vip.turnoverProgress,
      currentLevel: current ? levelAnswer(current) : null,
      nextLevel: current
        ? [
            {
              vip_name: current.vipName,
              vip_name_next: (next ?? current).vipName,
              starting_deposit: current.startingDeposit,
              cycle_deposit: vip.cycleDeposit,
              deposit_next: (next ?? current).startingDeposit,
              starting_turnover: current.startingTurnover,
              cycle_turnover: vip.cycleTurnover,
              turnover_next: (next ?? current).startingTurnover,
            },
          ]
        : [],
    };
  });

  guestRoute(CALLS.vipBeforeLogin, async (context) => ({
    value: (await players.vipLevels(context)).map(levelAnswer),
  }));
}
