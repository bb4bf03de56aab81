import {
  REALITY_CHECK_MINUTES,
  type LIMIT_PERIODS,
  type SELF_EXCLUSION_PERIODS,
  type TIMEOUT_PERIODS,
} from '@wl/contract';

export type LimitPeriod = (typeof LIMIT_PERIODS)[number];
export type MoneyLimitKind = 'deposit' | 'loss';
/** What a row of player_limits holds: money limits per window, and the two session settings. */
export type LimitKind = MoneyLimitKind | 'session' | 'reality_check';
export type ExclusionKind = 'timeout' | 'self_exclusion';
export type TimeoutPeriod = (typeof TIMEOUT_PERIODS)[number];
export type SelfExclusionPeriod = (typeof SELF_EXCLUSION_PERIODS)[number];

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The numbers of player protection; one place so the tests, the calls and the texts agree. */
export const PROTECTION_POLICY = {
  /** A higher limit, or a removal, waits this long before it applies. */
  coolingOffMs: DAY_MS,
  /** The rolling windows of deposit and loss limits. */
  windowsMs: { '24h': DAY_MS, '7d': 7 * DAY_MS, '30d': 30 * DAY_MS } satisfies Record<LimitPeriod, number>,
  /**
   * The largest limit a player may set: 10^12 minor units (10 billion of a two-digit currency), the
   * cashier's bound on any one amount. Beyond it the number is a typo, not a limit.
   */
  maxLimitMinor: 1_000_000_000_000,
  /** A session time limit, in whole minutes. */
  sessionMinutes: { min: 5, max: 24 * 60 },
  /** The reality check's intervals a player may choose, in minutes (15, 30, 60). */
  realityCheckMinutes: REALITY_CHECK_MINUTES as readonly number[],
  /** Time-outs and self-exclusions: hours, or calendar months for the long ones. */
  timeouts: {
    '24h': { hours: 24 },
    '7d': { hours: 7 * 24 },
    '30d': { hours: 30 * 24 },
    '6w': { hours: 42 * 24 },
  },
  selfExclusions: { '6m': { months: 6 }, '1y': { months: 12 }, '5y': { months: 60 } },
  /** A refusal's inbox note is sent at most once per player and kind in this time (a game retries bets). */
  noteEveryMs: HOUR_MS,
  /** The history the limits call lists. */
  historyShown: 50,
} as const satisfies {
  timeouts: Record<TimeoutPeriod, { hours: number }>;
  selfExclusions: Record<SelfExclusionPeriod, { months: number }>;
} & Record<string, unknown>;

export const LIMIT_PERIOD_NAMES: Record<LimitPeriod, string> = {
  '24h': '24-hour',
  '7d': '7-day',
  '30d': '30-day',
};

export function isLimitPeriod(value: string): value is LimitPeriod {
  return Object.hasOwn(PROTECTION_POLICY.windowsMs, value);
}

/** When an exclusion of this kind and period, starting at `from`, ends; undefined for a wrong pair. */
export function exclusionEnd(kind: string, period: string, from: Date): Date | undefined {
  if (kind === 'timeout' && Object.hasOwn(PROTECTION_POLICY.timeouts, period)) {
    const { hours } = PROTECTION_POLICY.timeouts[period as TimeoutPeriod];
    return new Date(from.getTime() + hours * HOUR_MS);
  }
  if (kind === 'self_exclusion' && Object.hasOwn(PROTECTION_POLICY.selfExclusions, period)) {
    const { months } = PROTECTION_POLICY.selfExclusions[period as SelfExclusionPeriod];
    const end = new Date(from.getTime());
    end.setUTCMonth(end.getUTCMonth() + months);
    return end;
  }
  return undefined;
}
