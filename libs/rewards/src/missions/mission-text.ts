import type { TFunction } from 'i18next';
import type { Mission } from '@wl/api';
import { GAME_CATEGORIES, type GameCategory } from '@wl/core';
// Its own entry, not @wl/wallet's: the shared wallet module is part of every first visit, this only of
// the pages that name a category.
import { categoryLabel } from '@wl/wallet/category-label';
import type { RewardsFormat } from '../lib/rewards-format';

const isCategory = (value: string): value is GameCategory =>
  (GAME_CATEGORIES as readonly string[]).includes(value);

/** A mission's title, built from its kind, target and category, in the language's plural. */
export function missionTitle(t: TFunction, format: RewardsFormat, mission: Mission): string {
  const count = mission.target;
  switch (mission.kind) {
    case 'wager': {
      const amount = format.money(mission.target);
      const category = mission.category;
      return category && isCategory(category)
        ? t('rewards:missionWagerIn', { amount, category: categoryLabel(t, category) })
        : t('rewards:missionWager', { amount });
    }
    case 'deposit':
      return t('rewards:missionDeposit', { amount: format.money(mission.target) });
    case 'distinct_games':
      return t('rewards:missionGames', { count, n: format.number(count) });
    case 'login_days':
      return t('rewards:missionLogins', { count, n: format.number(count) });
    case 'win_multiplier':
      return t('rewards:missionMultiplier', { multiplier: format.multiplier(mission.target) });
  }
}

/** How far the player is, in the target's units: "₱300.00 of ₱1,000.00", "2 of 5", "3.5× of 10×". */
export function missionProgress(t: TFunction, format: RewardsFormat, mission: Mission): string {
  const done = Math.min(mission.progress, mission.target);
  switch (mission.kind) {
    case 'wager':
    case 'deposit':
      return t('rewards:progressOf', { done: format.money(done), total: format.money(mission.target) });
    case 'win_multiplier':
      return t('rewards:progressOf', {
        done: format.multiplier(done),
        total: format.multiplier(mission.target),
      });
    case 'distinct_games':
    case 'login_days':
      return t('rewards:progressOf', { done: format.number(done), total: format.number(mission.target) });
  }
}

/** The share done, 0 to 100 (a completed mission is full whatever its progress says). */
export function missionPercent(mission: Mission): number {
  if (mission.completed || mission.target <= 0) return 100;
  return Math.max(0, Math.min(100, (mission.progress / mission.target) * 100));
}
