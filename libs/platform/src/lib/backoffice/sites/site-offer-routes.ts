import { CALLS, type AnswerInputOf, type ContractCalls } from '@wl/contract';
import type { staffRoutes } from '../../http/staff-route';
import type { Platform } from '../../platform';
import type { MissionRow } from '../../rewards/missions/mission-input';
import type { PromotionRow } from '../../rewards/promotions/promotion-input';
import { refusingAsStaff } from './site-admin-errors';
import { missionList, saveMission } from './site-missions-admin';
import { siteMoney } from './site-offer-parts';
import { promotionList, savePromotion } from './site-promotions-admin';

type StaffRoute = ReturnType<typeof staffRoutes>;
type MissionAnswer = AnswerInputOf<ContractCalls['siteMissions']>['value'][number];
type PromotionAnswer = AnswerInputOf<ContractCalls['sitePromotions']>['value'][number];

const EDITORS = ['owner', 'siteManager'] as const;
const READERS = ['owner', 'siteManager', 'viewer'] as const;

const missionAnswer = (row: MissionRow): MissionAnswer => ({
  id: row.id,
  position: row.position,
  status: row.active,
  code: row.code,
  period: row.period,
  kind: row.kind,
  target: row.target,
  category: row.category,
  reward_kind: row.rewardKind,
  reward_amount: row.rewardAmount,
});

const promotionAnswer = (row: PromotionRow): PromotionAnswer => ({
  id: row.id,
  position: row.position,
  status: row.active,
  code: row.code,
  kind: row.kind,
  title: row.title,
  terms: row.terms,
  bonus_percent: row.bonusPercent,
  max_bonus_minor: row.maxBonusMinor,
  min_deposit_minor: row.minDepositMinor,
  wagering_multiplier: row.wageringMultiplier,
  free_spins: row.freeSpins
    ? {
        rounds: row.freeSpins.rounds,
        provider_code: row.freeSpins.providerCode,
        game_code: row.freeSpins.gameCode,
        bet_minor: row.freeSpins.betMinor,
      }
    : null,
  valid_days: row.validDays,
  starts_at: row.startsAt?.toISOString() ?? null,
  ends_at: row.endsAt?.toISOString() ?? null,
});

/** Leaves out the fields a request did not send (the rewards' checks tell a missing one apart). */
const sent = <T extends object>(fields: T): Partial<T> =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;

/**
 * The back office's calls on a site's missions and promotions, written through the rewards' own checks
 * and records (as `missions set` and `promotions set` are): each change commits with its audit entry, then
 * tells the sites' caches (the site-change signal), so players see it at once.
 */
export function registerSiteOfferRoutes(staffRoute: StaffRoute, platform: Platform): void {
  const { db } = platform.database;
  const { clock } = platform;
  const changed = () => platform.sites.announceChange();
  const missionsOf = async (siteId: number) => ({
    ...(await siteMoney(db, siteId)),
    value: (await missionList(db, siteId)).map(missionAnswer),
  });
  const promotionsOf = async (siteId: number) => ({
    ...(await siteMoney(db, siteId)),
    value: (await promotionList(db, siteId)).map(promotionAnswer),
  });

  staffRoute(CALLS.siteMissions, READERS, async (_actor, body) =>
    refusingAsStaff(() => missionsOf(body.site_id)),
  );
  staffRoute(CALLS.siteSaveMission, EDITORS, async (_actor, body, { trail }) => {
    const id = await refusingAsStaff(() =>
      saveMission(
        db,
        clock(),
        body.site_id,
        {
          ...sent({ id: body.id, position: body.position }),
          active: body.status,
          code: body.code,
          period: body.period,
          kind: body.kind,
          target: body.target,
          category: body.category,
          rewardKind: body.reward_kind,
          rewardAmount: body.reward_amount,
        },
        trail,
      ),
    );
    await changed();
    return { id, ...(await missionsOf(body.site_id)) };
  });

  staffRoute(CALLS.sitePromotions, READERS, async (_actor, body) =>
    refusingAsStaff(() => promotionsOf(body.site_id)),
  );
  staffRoute(CALLS.siteSavePromotion, EDITORS, async (_actor, body, { trail }) => {
    const id = await refusingAsStaff(() =>
      savePromotion(
        db,
        clock(),
        body.site_id,
        {
          ...sent({
            id: body.id,
            position: body.position,
            bonusPercent: body.bonus_percent,
            maxBonusMinor: body.max_bonus_minor,
            minDepositMinor: body.min_deposit_minor,
            wageringMultiplier: body.wagering_multiplier,
            freeSpinRounds: body.free_spin_rounds,
            freeSpinProvider: body.free_spin_provider,
            freeSpinGame: body.free_spin_game,
            freeSpinBetMinor: body.free_spin_bet_minor,
          }),
          active: body.status,
          code: body.code,
          kind: body.kind,
          title: body.title,
          terms: body.terms,
          validDays: body.valid_days,
          startsAt: body.starts_at,
          endsAt: body.ends_at,
        },
        trail,
      ),
    );
    await changed();
    return { id, ...(await promotionsOf(body.site_id)) };
  });
}
