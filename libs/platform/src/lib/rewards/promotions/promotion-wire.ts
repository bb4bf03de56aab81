import type { CallAnswerInput } from '@wl/contract';
import { toMajor } from '@wl/money';
import type { PlayerBonus } from './bonus-records';
import type { PromotionRow } from './promotion-input';

type ListAnswer = CallAnswerInput<'promotion/list'>;
type PromotionWire = ListAnswer['promotions'][number];
type BonusWire = CallAnswerInput<'promotion/opt_in'>['bonus'];

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/** A promotion on the wire: amounts in major units of the site currency. */
export function promotionWire(promotion: PromotionRow, digits: number): PromotionWire {
  return {
    id: promotion.id,
    code: promotion.code,
    kind: promotion.kind,
    title: promotion.title,
    terms: promotion.terms,
    bonus_percent: promotion.bonusPercent,
    max_bonus: toMajor(promotion.maxBonusMinor, digits),
    min_deposit: toMajor(promotion.minDepositMinor, digits),
    wagering_multiplier: promotion.wageringMultiplier,
    valid_days: promotion.validDays,
    ends_at: iso(promotion.endsAt),
  };
}

/**
 * A bonus on the wire. `wagered` is shown up to the requirement: bets past it (the one that met it, or
 * bets of the same instant) count for nothing more.
 */
export function bonusWire(bonus: PlayerBonus, digits: number): BonusWire {
  return {
    id: bonus.id,
    promotion_id: bonus.promotionId,
    title: bonus.title,
    state: bonus.state,
    amount: toMajor(bonus.amountMinor, digits),
    wagering_required: toMajor(bonus.wageringRequiredMinor, digits),
    wagered: toMajor(Math.min(bonus.wageredMinor, bonus.wageringRequiredMinor), digits),
    opted_in_at: bonus.optedInAt.toISOString(),
    granted_at: iso(bonus.grantedAt),
    expires_at: iso(bonus.expiresAt),
    ended_at: iso(bonus.endedAt),
  };
}
