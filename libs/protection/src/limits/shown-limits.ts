import type { LimitChange, MoneyLimit, ProtectionOverview } from '@wl/api';
import { currencyDigits, fromMajor, type MinorUnits } from '@wl/money';

export type MoneyLimitType = MoneyLimit['type'];
export type LimitPeriod = MoneyLimit['period'];

/** A deposit or loss limit over one window, its amounts in minor units of the site's currency. */
export interface ShownLimit {
  type: MoneyLimitType;
  period: LimitPeriod;
  /** null: no limit. */
  amount: MinorUnits | null;
  used: MinorUnits;
  remaining: MinorUnits | null;
  /** A raise or a removal waiting out the cooling-off: the new amount (null: removed) and from when. */
  pending: { amount: MinorUnits | null; effectiveAt: string } | null;
  /** The site's cap on this limit (null: none): the player may go lower, never higher, nor remove it. */
  operatorCap: MinorUnits | null;
}

/** One change of the history; money in minor units, the session settings in minutes (null: none / off). */
export interface ShownChange {
  type: LimitChange['type'];
  period: string;
  oldValue: number | null;
  newValue: number | null;
  effectiveAt: string;
  changedAt: string;
  byOperator: boolean;
}

export interface ShownOverview {
  currency: string;
  limits: ShownLimit[];
  sessionLimit: number | null;
  sessionPending: { minutes: number | null; effectiveAt: string } | null;
  /** The site's cap on the session limit in minutes (null: none). */
  sessionCap: number | null;
  realityCheck: number | null;
  history: ShownChange[];
}

/** The answer of `protection/limits` (and of every change) as the page shows it: converted once, here. */
export function shownOverview(wire: ProtectionOverview): ShownOverview {
  const digits = currencyDigits(wire.currency);
  const minor = (major: number) => fromMajor(major, digits);
  const orNull = (major: number | null) => (major === null ? null : minor(major));
  return {
    currency: wire.currency,
    limits: wire.limits.map((limit) => ({
      type: limit.type,
      period: limit.period,
      amount: orNull(limit.amount),
      used: minor(limit.used),
      remaining: orNull(limit.remaining),
      pending: limit.pending
        ? { amount: orNull(limit.pending.amount), effectiveAt: limit.pending.effective_at }
        : null,
      operatorCap: orNull(limit.operator_cap),
    })),
    sessionLimit: wire.session_limit.minutes,
    sessionPending: wire.session_limit.pending
      ? { minutes: wire.session_limit.pending.minutes, effectiveAt: wire.session_limit.pending.effective_at }
      : null,
    sessionCap: wire.session_limit.operator_cap,
    realityCheck: wire.reality_check_minutes,
    history: wire.history.map((change) => {
      const money = change.type === 'deposit' || change.type === 'loss';
      const value = (v: number | null) => (v === null || !money ? v : minor(v));
      return {
        type: change.type,
        period: change.period,
        oldValue: value(change.old_value),
        newValue: value(change.new_value),
        effectiveAt: change.effective_at,
        changedAt: change.changed_at,
        byOperator: change.by === 'operator',
      };
    }),
  };
}

/** The answer carries every field of the overview (a success the page can use). */
export function isOverview(answer: Partial<ProtectionOverview>): answer is ProtectionOverview {
  return (
    typeof answer.currency === 'string' &&
    Array.isArray(answer.limits) &&
    Array.isArray(answer.history) &&
    answer.session_limit !== undefined
  );
}
