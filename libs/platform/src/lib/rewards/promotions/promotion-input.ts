import { PROMOTION_KINDS } from '@wl/contract';
import { z } from 'zod';

export type PromotionKind = (typeof PROMOTION_KINDS)[number];

const MAX_MINOR = 1_000_000_000_000;

/** An instant as the operator writes it (2026-12-01T00:00:00Z), or null for none. */
const instant = z
  .string()
  .refine((text) => !Number.isNaN(Date.parse(text)), 'a date like 2026-12-01T00:00:00Z')
  .nullable()
  .default(null);

/** A number with at most two decimals (the column is numeric(6, 2)). */
const hundredths = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/**
 * A promotion as the operator sets it, in the units the table keeps: amounts in minor units of the site
 * currency, the wagering as a multiple of the bonus (5 = bets of five times the bonus), the validity in
 * days from the grant.
 */
export const promotionInput = z
  .object({
    /** The operator's name for it, unique per site: setting the list again changes the promotion of a code. */
    code: z.string().regex(/^[a-z0-9][a-z0-9_-]{0,63}$/, 'lower-case letters, digits, _ and -, up to 64'),
    kind: z.enum(PROMOTION_KINDS).default('deposit_bonus'),
    title: z.string().trim().min(1, 'a title is required').max(100, 'a title of up to 100 characters'),
    terms: z.string().trim().min(1, 'the terms are required').max(5_000, 'terms of up to 5000 characters'),
    /** deposit_bonus: the bonus's terms (required for it; left out of a free-spin offer). */
    bonusPercent: z.number().int().min(1).max(1_000).optional(),
    maxBonusMinor: z.number().int().min(1).max(MAX_MINOR).optional(),
    minDepositMinor: z.number().int().min(1).max(MAX_MINOR).optional(),
    wageringMultiplier: z.number().min(0).max(9_999.99).refine(hundredths, 'at most two decimals').optional(),
    /** free_spins: the rounds granted at opt-in, in a slot of a provider, each staking at most the bet. */
    freeSpinRounds: z.number().int().min(1).max(1_000).optional(),
    freeSpinProvider: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,32}$/, 'a provider code')
      .optional(),
    freeSpinGame: z.string().min(1).max(128).optional(),
    freeSpinBetMinor: z.number().int().min(1).max(MAX_MINOR).optional(),
    /** Days from the grant to meet the wagering (deposit_bonus) or to play the free spins. */
    validDays: z.number().int().min(1).max(365),
    startsAt: instant,
    endsAt: instant,
    position: z.number().int().min(0).max(10_000).optional(),
    active: z.boolean().default(true),
  })
  .strict()
  .superRefine((promotion, ctx) => {
    const needed =
      promotion.kind === 'free_spins'
        ? (['freeSpinRounds', 'freeSpinProvider', 'freeSpinGame', 'freeSpinBetMinor'] as const)
        : (['bonusPercent', 'maxBonusMinor', 'minDepositMinor', 'wageringMultiplier'] as const);
    for (const field of needed) {
      if (promotion[field] === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: [field],
          message: `required for a ${promotion.kind} promotion`,
        });
      }
    }
    if (
      promotion.startsAt !== null &&
      promotion.endsAt !== null &&
      Date.parse(promotion.endsAt) <= Date.parse(promotion.startsAt)
    ) {
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'the end must be after the start' });
    }
  });

export type PromotionInput = z.input<typeof promotionInput>;

/** A promotion as stored (the operator's list; amounts in minor units). */
export interface PromotionRow {
  id: number;
  code: string;
  kind: PromotionKind;
  title: string;
  terms: string;
  bonusPercent: number;
  maxBonusMinor: number;
  minDepositMinor: number;
  wageringMultiplier: number;
  /** free_spins: what opting in grants (null for a deposit bonus). */
  freeSpins: { rounds: number; providerCode: string; gameCode: string; betMinor: number } | null;
  validDays: number;
  startsAt: Date | null;
  endsAt: Date | null;
  position: number;
  active: boolean;
}
