import type { TFunction } from 'i18next';
import type { FreeRoundGrant, PlayerBonus, Promotion } from '@wl/api';
import type { RewardsFormat } from '../lib/rewards-format';
import { formatDays, formatPercent } from './offer-format';

/**
 * The offer in words ('' for a free-spin offer that names no spins): a deposit bonus's "100% up to ₱100.00, minimum deposit ₱10.00, wager 5× the bonus
 * within 7 days", a free-spin offer's "20 free spins on Lucky Sevens at ₱1.00 a spin, to play within
 * 7 days".
 */
export function offerText(
  t: TFunction,
  format: RewardsFormat,
  language: string,
  promotion: Promotion,
): string {
  if (promotion.kind === 'free_spins') {
    const spins = promotion.free_spins;
    // An offer without its spins has no terms to tell (its full terms still show).
    if (!spins) return '';
    return t('rewards:freeSpinsOffer', {
      spins: format.freeSpins(spins.rounds),
      game: spins.game_name,
      bet: format.money(spins.bet),
      days: formatDays(promotion.valid_days, language),
    });
  }
  return t('rewards:offer', {
    percent: formatPercent(promotion.bonus_percent, language),
    max: format.money(promotion.max_bonus),
    min: format.money(promotion.min_deposit),
    times: format.multiplier(promotion.wagering_multiplier),
    days: formatDays(promotion.valid_days, language),
  });
}

/** A bonus's state in words: waiting for the deposit (opted in), wagering (in progress), or how it ended. */
export function bonusStateText(t: TFunction, state: PlayerBonus['state']): string {
  switch (state) {
    case 'opted_in':
      return t('rewards:optedIn');
    case 'active':
      return t('rewards:inProgress');
    case 'completed':
      return t('rewards:completed');
    case 'expired':
      return t('rewards:expired');
    case 'forfeited':
      return t('rewards:forfeited');
  }
}

/** How far the wagering is: "₱100.00 of ₱250.00" (never more than the requirement). */
export const wageringText = (t: TFunction, format: RewardsFormat, bonus: PlayerBonus): string =>
  t('rewards:progressOf', {
    done: format.money(Math.min(bonus.wagered, bonus.wagering_required)),
    total: format.money(bonus.wagering_required),
  });

/** Where free spins came from: the lucky spin, a promotion, or the site's gift. */
export function grantSourceText(t: TFunction, source: FreeRoundGrant['source']): string {
  switch (source) {
    case 'wheel':
      return t('rewards:fromWheel');
    case 'promotion':
      return t('rewards:fromPromotion');
    case 'operator':
      return t('rewards:fromOperator');
  }
}
