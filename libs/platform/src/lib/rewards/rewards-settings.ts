import { REFERRAL_BASES } from '@wl/contract';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db, Tx } from '../db/database';
import { siteRewards } from '../db/schema';

/** A prize in settings: tokens, or cash in minor units of the site currency (amount_minor), or nothing. */
export const prizeSetting = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('tokens'), amount: z.number().int().min(1).max(1_000_000) }),
  z.object({ kind: z.literal('cash'), amount_minor: z.number().int().min(1).max(100_000_000_00) }),
  z.object({ kind: z.literal('nothing') }),
]);
export type PrizeSetting = z.infer<typeof prizeSetting>;

/**
 * A wheel segment's prize: any prize, or free rounds in a studio slot (docs/wallet-protocol.md, "Free
 * rounds"): `rounds` of at most `bet_minor` each in the provider's game, to be played within `valid_days`.
 * Missions and the leaderboard pay the plain prizes only.
 */
export const wheelPrizeSetting = z.discriminatedUnion('kind', [
  ...prizeSetting.options,
  z.object({
    kind: z.literal('freeSpins'),
    rounds: z.number().int().min(1).max(100),
    provider_code: z.string().regex(/^[A-Za-z0-9_-]{1,32}$/),
    game_code: z.string().min(1).max(128),
    bet_minor: z.number().int().min(1).max(100_000_000),
    valid_days: z.number().int().min(1).max(30),
  }),
]);
export type WheelPrizeSetting = z.infer<typeof wheelPrizeSetting>;

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour like #1a2b3c');

/** Zones found valid: settings are parsed on every rewards call, and making a formatter costs. */
const knownTimeZones = new Set<string>();

function isTimeZone(value: string): boolean {
  if (knownTimeZones.has(value)) return true;
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    knownTimeZones.add(value); // at most the IANA list
    return true;
  } catch {
    return false;
  }
}

/**
 * A site's rewards settings (the site_rewards row), validated whole on every write so a read never meets a
 * malformed value. Amounts of the site currency are minor units; tokens are whole.
 */
export const rewardsSettingsSchema = z.object({
  /**
   * IANA time zone: the daily free spin, daily and weekly missions, the weekly tournament and the referral
   * days turn at its midnight.
   */
  time_zone: z.string().max(64).refine(isTimeZone, 'an IANA time zone such as Asia/Manila'),
  /** Real play earns `tokens` for every `per_minor` wagered (carried over between bets). */
  tokens_per_wager: z.object({
    tokens: z.number().int().min(0).max(1000),
    per_minor: z.number().int().min(1).max(1_000_000_000),
  }),
  spin_cost: z.number().int().min(1).max(100_000),
  daily_free_spin: z.boolean(),
  /** Clockwise from the pointer; a segment's chance is its weight over the sum of weights. */
  wheel: z
    .array(
      z.object({ prize: wheelPrizeSetting, weight: z.number().int().min(1).max(10_000), colour: hexColour }),
    )
    .min(2)
    .max(24),
  dice: z
    .object({
      min_stake: z.number().int().min(1),
      max_stake: z.number().int().min(1).max(1_000_000),
      house_edge_percent: z.number().min(0).max(10),
      min_chance: z.number().min(0.01).max(98),
      max_chance: z.number().min(1).max(98),
    })
    .refine((d) => d.min_stake <= d.max_stake && d.min_chance < d.max_chance, 'min below max'),
  leaderboard: z.object({
    metric: z.enum(['wagered', 'multiplier']),
    /** Places paid when the week ends, rank 1 first. */
    prizes: z
      .array(z.object({ rank: z.number().int().min(1).max(100), prize: prizeSetting }))
      .max(100)
      .refine(
        (prizes) => new Set(prizes.map((p) => p.rank)).size === prizes.length,
        'each rank paid once (a rank is listed twice)',
      ),
  }),
  /** What a referrer earns: a share of each referred player's day, settled at the site's midnight. */
  referral: z.object({
    /** Percent of the basis, 0..50 with at most two decimals (12.5 = 12.5 %). */
    commission_percent: z
      .number()
      .min(0)
      .max(50)
      .refine((n) => /^\d+(\.\d{1,2})?$/.test(String(n)), 'a percent with at most two decimals'),
    basis: z.enum(REFERRAL_BASES),
  }),
});

export type RewardsSettings = z.infer<typeof rewardsSettingsSchema>;

/**
 * A site's rewards before the operator changes any: a modest wheel, 1 % dice, a three-place tournament,
 * 10 % of referred players' net loss.
 */
export const DEFAULT_REWARDS_SETTINGS: RewardsSettings = {
  time_zone: 'UTC',
  tokens_per_wager: { tokens: 1, per_minor: 10_000 },
  spin_cost: 10,
  daily_free_spin: true,
  wheel: [
    { prize: { kind: 'tokens', amount: 5 }, weight: 30, colour: '#2563eb' },
    { prize: { kind: 'nothing' }, weight: 25, colour: '#475569' },
    { prize: { kind: 'tokens', amount: 20 }, weight: 15, colour: '#16a34a' },
    { prize: { kind: 'cash', amount_minor: 1_000 }, weight: 10, colour: '#d97706' },
    { prize: { kind: 'tokens', amount: 10 }, weight: 25, colour: '#7c3aed' },
    { prize: { kind: 'nothing' }, weight: 20, colour: '#334155' },
    { prize: { kind: 'tokens', amount: 50 }, weight: 5, colour: '#db2777' },
    { prize: { kind: 'cash', amount_minor: 5_000 }, weight: 2, colour: '#dc2626' },
  ],
  dice: { min_stake: 1, max_stake: 1_000, house_edge_percent: 1, min_chance: 2, max_chance: 95 },
  leaderboard: {
    metric: 'wagered',
    prizes: [
      { rank: 1, prize: { kind: 'cash', amount_minor: 50_000 } },
      { rank: 2, prize: { kind: 'cash', amount_minor: 20_000 } },
      { rank: 3, prize: { kind: 'tokens', amount: 500 } },
    ],
  },
  referral: { commission_percent: 10, basis: 'net_loss' },
};

/** A site_rewards row's settings (null: the site has none) over the defaults. */
export function rewardsSettingsOf(stored: unknown): RewardsSettings {
  if (stored === null || stored === undefined) return DEFAULT_REWARDS_SETTINGS;
  return rewardsSettingsSchema.parse({ ...DEFAULT_REWARDS_SETTINGS, ...(stored as object) });
}

/** The site's rewards settings: its stored row over the defaults (a field left out keeps its default). */
export async function readRewardsSettings(db: Db | Tx, siteId: number): Promise<RewardsSettings> {
  const [row] = await db
    .select({ settings: siteRewards.settings })
    .from(siteRewards)
    .where(eq(siteRewards.siteId, siteId));
  return rewardsSettingsOf(row?.settings ?? null);
}

/** Whether the operator (or the demo seed) has stored settings for the site: without, it runs on the defaults. */
export async function hasRewardsSettings(db: Db | Tx, siteId: number): Promise<boolean> {
  const [row] = await db
    .select({ siteId: siteRewards.siteId })
    .from(siteRewards)
    .where(eq(siteRewards.siteId, siteId));
  return row !== undefined;
}

/** Validates a change (fields left out keep their value) and stores the whole settings. */
export async function writeRewardsSettings(
  db: Db,
  siteId: number,
  change: Partial<RewardsSettings>,
  at: Date,
): Promise<RewardsSettings> {
  const current = await readRewardsSettings(db, siteId);
  const next = rewardsSettingsSchema.parse({ ...current, ...change });
  await storeRewardsSettings(db, siteId, next, at);
  return next;
}

/** Stores settings already validated (rewardsSettingsSchema) as the site's, in the caller's transaction. */
export async function storeRewardsSettings(
  db: Db | Tx,
  siteId: number,
  settings: RewardsSettings,
  at: Date,
): Promise<void> {
  await db
    .insert(siteRewards)
    .values({ siteId, settings, updatedAt: at })
    .onConflictDoUpdate({ target: siteRewards.siteId, set: { settings, updatedAt: at } });
}
