import { CALLS, type AnswerInputOf, type ContractCalls } from '@wl/contract';
import type { staffRoutes } from '../../http/staff-route';
import type { VipLevelInput } from '../../players/player-types';
import type { Platform } from '../../platform';
import { refusingAsStaff } from './site-admin-errors';
import { rewardsOf, saveRewards, saveVipLevels, vipLevelsOf, type SiteMoney } from './site-rewards-admin';

type StaffRoute = ReturnType<typeof staffRoutes>;
type VipAnswer = AnswerInputOf<ContractCalls['siteVipLevels']>;

const EDITORS = ['owner', 'siteManager'] as const;
const READERS = ['owner', 'siteManager', 'viewer'] as const;

const vipAnswer = ({ currency, digits, levels }: SiteMoney & { levels: VipLevelInput[] }): VipAnswer => ({
  currency,
  digits,
  value: levels.map((level) => ({
    level: level.level,
    name: level.vipName,
    starting_deposit_minor: level.startingDepositMinor,
    starting_turnover_minor: level.startingTurnoverMinor,
  })),
});

/**
 * The back office's calls on a site's rewards settings and VIP levels: each change commits with its audit
 * entry, then sends the site-change signal so cached pages drop and the site shows it at once.
 */
export function registerSiteRewardsRoutes(staffRoute: StaffRoute, platform: Platform): void {
  const { db } = platform.database;
  const changed = () => platform.sites.announceChange();

  staffRoute(CALLS.siteRewards, READERS, async (_actor, body) =>
    refusingAsStaff(() => rewardsOf(db, body.site_id)),
  );
  staffRoute(CALLS.siteSetRewards, EDITORS, async (_actor, body, { trail }) => {
    await refusingAsStaff(() => saveRewards(db, body.site_id, body.settings, platform.clock(), trail));
    await changed();
    return refusingAsStaff(() => rewardsOf(db, body.site_id));
  });

  staffRoute(CALLS.siteVipLevels, READERS, async (_actor, body) =>
    vipAnswer(await refusingAsStaff(() => vipLevelsOf(db, body.site_id))),
  );
  staffRoute(CALLS.siteSetVipLevels, EDITORS, async (_actor, body, { trail }) => {
    const levels = body.levels.map((level) => ({
      level: level.level,
      vipName: level.name,
      startingDepositMinor: level.starting_deposit_minor,
      startingTurnoverMinor: level.starting_turnover_minor,
    }));
    await refusingAsStaff(() => saveVipLevels(db, body.site_id, levels, trail));
    await changed();
    return vipAnswer(await refusingAsStaff(() => vipLevelsOf(db, body.site_id)));
  });
}
