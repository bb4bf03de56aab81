import { z } from 'zod';
import { defineCall } from '../../../define-call';
import { safeString } from '../../../shared/safe-string';
import { REFERRAL_BASES } from '../../rewards/referral';
import { BACKOFFICE_TAG, STAFF_ROLE_ERRORS, STAFF_SESSION_NOTE } from '../backoffice-call';
import { siteId } from '../backoffice-entities';

const SITE_ERRORS = [...STAFF_ROLE_ERRORS, 'staffSiteForbidden', 'siteNotFound'] as const;

// Numbers are only typed here: their bounds (weights of at least 1, stakes in order, ranks paid once...)
// are the platform's, which answers invalidRewardsSettings naming the first problem and changes nothing.
const count = z.number().int();

/** A prize: whole tokens, cash in minor units of the site currency, or nothing. */
export const rewardsPrize = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('tokens'), amount: count }),
  z.object({ kind: z.literal('cash'), amount_minor: count.describe('Minor units of the site currency') }),
  z.object({ kind: z.literal('nothing') }),
]);

/** A wheel segment's prize: a prize, or free rounds of at most bet_minor each in a studio slot. */
export const rewardsWheelPrize = z.discriminatedUnion('kind', [
  ...rewardsPrize.options,
  z.object({
    kind: z.literal('freeSpins'),
    rounds: count,
    provider_code: safeString().max(32),
    game_code: safeString().max(128),
    bet_minor: count,
    valid_days: count,
  }),
]);

/** A site's rewards settings as the operator's `rewards settings` command shows them. */
export const rewardsSettingsEntry = z.object({
  time_zone: safeString().max(64).describe('IANA time zone: the rewards days turn at its midnight'),
  tokens_per_wager: z
    .object({ tokens: count, per_minor: count })
    .describe('tokens for every per_minor wagered'),
  spin_cost: count.describe('Tokens a lucky spin costs'),
  daily_free_spin: z.boolean(),
  wheel: z
    .array(
      z.object({
        prize: rewardsWheelPrize,
        weight: count.describe("A segment's chance is its weight over the sum of weights"),
        colour: safeString().max(16),
      }),
    )
    .max(100)
    .describe('Clockwise from the pointer'),
  dice: z.object({
    min_stake: count,
    max_stake: count,
    house_edge_percent: z.number(),
    min_chance: z.number(),
    max_chance: z.number(),
  }),
  leaderboard: z.object({
    metric: z.enum(['wagered', 'multiplier']),
    prizes: z.array(z.object({ rank: count, prize: rewardsPrize })).max(200),
  }),
  referral: z.object({ commission_percent: z.number(), basis: z.enum(REFERRAL_BASES) }),
});

const rewardsAnswer = z.object({
  currency: z.string(),
  digits: z.number().int().describe("The site currency's decimal places (cash is in minor units)"),
  settings: rewardsSettingsEntry,
});

export const siteRewards = defineCall({
  path: 'backoffice/sites/rewards',
  method: 'POST',
  fallback: 'unavailable',
  tag: BACKOFFICE_TAG,
  summary: "Back office: a site's rewards settings (lucky-spin wheel, leaderboard, token earning, minigame)",
  description: `${STAFF_SESSION_NOTE} Roles: owner, siteManager, viewer; only the staff member's sites.`,
  request: z.object({ site_id: siteId }),
  answer: rewardsAnswer,
  errors: SITE_ERRORS,
});

export const siteSetRewards = defineCall({
  path: 'backoffice/sites/set_rewards',
  method: 'POST',
  fallback: 'disconnect',
  tag: BACKOFFICE_TAG,
  summary: "Back office: replaces a site's rewards settings whole; the site uses them at once",
  description:
    `${STAFF_SESSION_NOTE} Roles: owner, siteManager. Checked as the operator's command checks them; a ` +
    'problem answers invalidRewardsSettings with the field in details, and nothing changes.',
  request: z.object({ site_id: siteId, settings: rewardsSettingsEntry }),
  answer: rewardsAnswer,
  errors: [...SITE_ERRORS, 'invalidRewardsSettings'],
});
