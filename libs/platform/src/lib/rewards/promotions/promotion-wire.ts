import type { CallAnswerInput } from '@wl/contract';
import { toMajor } from '@wl/money';
import type { FreeRoundGrantRow } from '../../play/free-rounds/free-round-records';
import type { PlayerBonus } from './bonus-records';
import type { PromotionRow } from './promotion-input';

type ListAnswer = CallAnswerInput<'promotion/list'>;
type PromotionWire = ListAnswer['promotions'][number];
type BonusWire = ListAnswer['history'][number];
type FreeRoundsWire = ListAnswer['free_rounds'][number];

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/**
 * A promotion on the wire: amounts in major units of the site currency. `gameName` names a free-spin
 * offer's slot (its code when the catalogue no longer has it).
 */
export function promotionWire(
  promotion: PromotionRow,
  digits: number,
  gameName: (providerCode: string, gameCode: string) => string,
): PromotionWire {
  const spins = promotion.freeSpins;
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
    free_spins: spins
      ? {
          rounds: spins.rounds,
          game_name: gameName(spins.providerCode, spins.gameCode),
          bet: toMajor(spins.betMinor, digits),
        }
      : null,
  };
}

/** The offer a grant came from: its key is 'promotion:<promotion id>:<player id>'. */
function promotionOfGrant(sourceKey: string): number | null {
  const match = /^promotion:(\d+):\d+$/.exec(sourceKey);
  return match ? Number(match[1]) : null;
}

/** A grant of free rounds on the wire, its state as of `at`. */
export function freeRoundsWire(grant: FreeRoundGrantRow, digits: number, at: Date): FreeRoundsWire {
  const state = grant.roundsLeft === 0 ? 'used' : grant.expiresAt <= at ? 'expired' : 'active';
  return {
    id: grant.id,
    source: grant.source === 'wheel' || grant.source === 'promotion' ? grant.source : 'operator',
    promotion_id: promotionOfGrant(grant.sourceKey),
    provider_code: grant.providerCode,
    game_code: grant.gameCode,
    game_name: grant.gameName,
    rounds: grant.rounds,
    rounds_left: state === 'expired' ? 0 : grant.roundsLeft,
    bet: toMajor(grant.betMinor, digits),
    state,
    granted_at: grant.createdAt.toISOString(),
    expires_at: grant.expiresAt.toISOString(),
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
