import { z } from 'zod';
import { currencyAmount } from '../../shared/money';

/** The rolling windows of deposit and loss limits: the last 24 hours, 7 days or 30 days. */
export const LIMIT_PERIODS = ['24h', '7d', '30d'] as const;
export const MONEY_LIMIT_TYPES = ['deposit', 'loss'] as const;
/** The reality check's intervals a player may choose, in minutes. */
export const REALITY_CHECK_MINUTES = [15, 30, 60] as const;
/** A time-out's lengths, and a self-exclusion's (w weeks, m months, y years). */
export const TIMEOUT_PERIODS = ['24h', '7d', '30d', '6w'] as const;
export const SELF_EXCLUSION_PERIODS = ['6m', '1y', '5y'] as const;
export const EXCLUSION_TYPES = ['timeout', 'self_exclusion'] as const;

/** A change waiting out the 24-hour cooling-off (an increase or a removal). */
export const pendingLimit = z.object({
  amount: currencyAmount('The new limit, major units; null: the limit is removed then').nullable(),
  effective_at: z.string().describe('ISO 8601: from then on the new limit applies'),
});

/** A deposit or loss limit over one rolling window, as it stands now. */
export const moneyLimit = z.object({
  type: z.enum(MONEY_LIMIT_TYPES),
  period: z.enum(LIMIT_PERIODS),
  amount: currencyAmount(
    "The limit in force, major units: the lower of the player's own and the operator's cap; null: none",
  ).nullable(),
  own_amount: currencyAmount("The player's own limit, major units; null: none").nullable(),
  operator_cap: currencyAmount(
    'A limit the operator set, major units: the player may go lower but not above it, nor remove it; null: none',
  ).nullable(),
  used: currencyAmount(
    'In the window now: deposited (deposits started or credited), or the net loss (bets − wins − refunds; negative when ahead)',
  ),
  remaining: currencyAmount(
    'What the window still allows before this limit binds (0 at the most); null without a limit',
  ).nullable(),
  pending: pendingLimit.nullable(),
});

export const sessionLimit = z.object({
  minutes: z
    .number()
    .int()
    .nullable()
    .describe(
      "Minutes a session may play (the lower of the player's own and the operator's cap); null: no limit",
    ),
  own_minutes: z.number().int().nullable().describe("The player's own session limit; null: none"),
  operator_cap: z
    .number()
    .int()
    .nullable()
    .describe(
      'A session limit the operator set, minutes: the player may go lower but not above it; null: none',
    ),
  pending: z
    .object({ minutes: z.number().int().nullable(), effective_at: z.string() })
    .nullable()
    .describe('A longer limit or its removal, after the 24-hour cooling-off'),
});

/** A time-out or self-exclusion in force. */
export const exclusion = z.object({
  type: z.enum(EXCLUSION_TYPES),
  period: z.string().describe('24h, 7d, 30d or 6w for a time-out; 6m, 1y or 5y for a self-exclusion'),
  started_at: z.string(),
  ends_at: z.string(),
});

export const LIMIT_CHANGE_TYPES = ['deposit', 'loss', 'session', 'reality_check'] as const;

/** One change of a limit, newest first. */
export const limitChange = z.object({
  type: z.enum(LIMIT_CHANGE_TYPES),
  period: z.string().describe("24h, 7d or 30d; 'session' for the session limit and the reality check"),
  old_value: z
    .number()
    .nullable()
    .describe('Major units for deposit and loss limits, minutes for the others; null: none'),
  new_value: z.number().nullable().describe('The same units; null: removed (or the reality check off)'),
  effective_at: z.string(),
  changed_at: z.string(),
  by: z.enum(['player', 'operator']),
});

/** Everything the responsible-gaming page shows: the limits, what is pending, the exclusion, the history. */
export const protectionOverview = z.object({
  currency: z.string(),
  limits: z.array(moneyLimit).describe('Deposit and loss limits, each type with its three windows'),
  deposit_remaining: currencyAmount(
    'What may be deposited now before the lowest binding deposit limit; null without one',
  ).nullable(),
  loss_remaining: currencyAmount(
    'What may be lost now before the lowest binding loss limit; null without one',
  ).nullable(),
  session_limit: sessionLimit,
  reality_check_minutes: z.number().int().nullable().describe('15, 30 or 60; null: off'),
  exclusion: exclusion.nullable(),
  history: z.array(limitChange).describe('The latest 50 changes, newest first'),
});
