import { z } from 'zod';
import { defineCall } from '../../define-call';
import { MEMBER_ERRORS } from '../../shared/error-groups';
import { memberRequest } from '../../shared/member-fields';
import { currencyAmount } from '../../shared/money';

/**
 * Offers a player can opt into. A deposit bonus adds a share of the next qualifying deposit as bonus money;
 * a free-spin offer grants free rounds in a studio slot at once.
 */
export const PROMOTION_KINDS = ['deposit_bonus', 'free_spins'] as const;
/** A grant of free rounds: rounds left to play, all played (used), or past its time (expired). */
export const FREE_ROUND_STATES = ['active', 'used', 'expired'] as const;
/**
 * A player's bonus: opted_in (waiting for a qualifying deposit), active (bonus money granted, wagering to
 * meet), completed (wagering met, the bonus became cash), expired (time ran out first), forfeited (given up
 * by the player).
 */
export const BONUS_STATES = ['opted_in', 'active', 'completed', 'expired', 'forfeited'] as const;

export const promotion = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  title: z.string(),
  terms: z.string().describe('the full terms, plain text'),
  bonus_percent: z.number().describe('bonus as a percent of the qualifying deposit'),
  max_bonus: currencyAmount('the most bonus one deposit earns'),
  min_deposit: currencyAmount('the smallest deposit that qualifies'),
  wagering_multiplier: z.number().describe('bets to place before the bonus becomes cash, as times the bonus'),
  valid_days: z
    .number()
    .int()
    .describe('days from the grant to meet the wagering, or to play the free spins'),
  ends_at: z.string().nullable().describe('ISO 8601; null: no end set'),
  free_spins: z
    .object({
      rounds: z.number().int(),
      game_name: z.string(),
      bet: currencyAmount('the stake of each free spin'),
    })
    .nullable()
    .describe('free_spins only: what opting in grants (the deposit-bonus fields are 0)'),
});

/** Free rounds granted to the player in one studio slot, played from the game itself. */
export const freeRoundGrant = z.object({
  id: z.number().int(),
  source: z.enum(['wheel', 'promotion', 'operator']),
  promotion_id: z.number().int().nullable().describe('the free-spin offer claimed; null for other sources'),
  provider_code: z.string(),
  game_code: z.string(),
  game_name: z.string(),
  rounds: z.number().int(),
  rounds_left: z.number().int(),
  bet: currencyAmount('the stake of each free spin'),
  state: z.enum(FREE_ROUND_STATES),
  granted_at: z.string(),
  expires_at: z.string().describe('rounds left after this time are gone'),
});

export const playerBonus = z.object({
  id: z.number().int(),
  promotion_id: z.number().int(),
  title: z.string(),
  state: z.enum(BONUS_STATES),
  amount: currencyAmount('bonus money granted (0 until the qualifying deposit)'),
  wagering_required: currencyAmount('bets to place before the bonus becomes cash'),
  wagered: currencyAmount('bets kept since the grant, counted towards the requirement'),
  opted_in_at: z.string(),
  granted_at: z.string().nullable(),
  expires_at: z.string().nullable().describe('the wagering must be met before this time'),
  ended_at: z.string().nullable(),
});

export const promotionList = defineCall({
  path: 'promotion/list',
  method: 'POST',
  fallback: 'unavailable',
  tag: 'rewards',
  summary:
    "The site's running promotions with their terms, and the player's bonus in progress with its wagering",
  request: memberRequest,
  answer: z.object({
    currency: z.string(),
    promotions: z.array(promotion),
    bonus: playerBonus.nullable().describe('the bonus opted into or active; at most one at a time'),
    bonus_balance: currencyAmount('bonus money kept apart from the game balance; not withdrawable'),
    history: z.array(playerBonus).describe('ended bonuses, newest first, at most 10'),
    free_rounds: z
      .array(freeRoundGrant)
      .describe("the player's free spins, newest first, at most 10: those with rounds left come first"),
  }),
  errors: MEMBER_ERRORS,
});

export const promotionOptIn = defineCall({
  path: 'promotion/opt_in',
  method: 'POST',
  fallback: 'disconnect',
  tag: 'rewards',
  summary:
    'Opts into a promotion: a deposit bonus is granted on the next qualifying deposit (one bonus at a time), free spins at once; each promotion once',
  request: memberRequest.extend({ promotion_id: z.number().int().min(1) }),
  answer: z.object({
    bonus: playerBonus.nullable().describe('a deposit bonus: the opt-in; null for free spins'),
    free_rounds: freeRoundGrant.nullable().describe('a free-spin offer: the spins granted; null for a bonus'),
  }),
  errors: [...MEMBER_ERRORS, 'notFound', 'promotionEnded', 'bonusInProgress', 'alreadyClaimed'],
});

export const promotionForfeit = defineCall({
  path: 'promotion/forfeit',
  method: 'POST',
  fallback: 'disconnect',
  tag: 'rewards',
  summary: 'Gives up the bonus in progress: an opt-in is withdrawn, active bonus money is removed',
  request: memberRequest.extend({ bonus_id: z.number().int().min(1) }),
  answer: z.object({ bonus: playerBonus }),
  errors: [...MEMBER_ERRORS, 'notFound'],
});
