import { LIMIT_CHANGE_TYPES, LIMIT_PERIODS, MONEY_LIMIT_TYPES, type CallAnswerInput } from '@wl/contract';
import { currencyDigits, toMajor } from '@wl/money';
import type { Db } from '../../db/database';
import type { SecurityLog } from '../../security-log/security-log';
import type { SiteRef } from '../../sites/site-types';
import type { PlayerRow } from '../player-records';
import type { Member } from '../player-types';
import { changeLimit, type LimitChange } from './limit-changes';
import { limitAmount } from './limit-amount';
import { protectionErrors } from './protection-errors';
import { NOTES, noteMoney, sendNote } from './protection-notes';
import {
  isLimitPeriod,
  PROTECTION_POLICY,
  type LimitKind,
  type LimitPeriod,
  type MoneyLimitKind,
} from './protection-policy';
import {
  activeExclusion,
  limitHistory,
  limitRows,
  limitState,
  windowTotals,
  type LimitChangeRow,
  type LimitRow,
} from './protection-records';

export type ProtectionOverview = CallAnswerInput<'protection/limits'>;
export type ProtectionChangeAnswer = CallAnswerInput<'protection/set_limit'>;

export interface LimitInput {
  type: string;
  period: string;
  amount: string | number | null;
}

export interface SessionInput {
  sessionLimitMinutes?: number | null | undefined;
  realityCheckMinutes?: number | null | undefined;
}

type ChangeType = ProtectionOverview['history'][number]['type'];
const isChangeType = (value: string): value is ChangeType =>
  (LIMIT_CHANGE_TYPES as readonly string[]).includes(value);
const isMoneyKind = (value: string): value is MoneyLimitKind =>
  (MONEY_LIMIT_TYPES as readonly string[]).includes(value);
const MONEY_KINDS: ReadonlySet<string> = new Set(MONEY_LIMIT_TYPES);

/** The player's limits: what they are now, what is pending, what a window has used, and every change. */
export function createLimitsService(db: Db, clock: () => Date, log: SecurityLog) {
  /**
   * The overview the responsible-gaming page shows (and every change answers); the operator's view has a
   * longer history.
   */
  async function overview(
    site: SiteRef,
    player: PlayerRow,
    historyShown: number = PROTECTION_POLICY.historyShown,
  ): Promise<ProtectionOverview> {
    const now = clock();
    const digits = currencyDigits(site.currency);
    const major = (minor: number) => toMajor(minor, digits);
    const rows = await limitRows(db, player.id);
    const find = (kind: LimitKind, period: string): LimitRow | undefined =>
      rows.find((row) => row.kind === kind && row.period === period);

    const limits: ProtectionOverview['limits'] = [];
    for (const period of LIMIT_PERIODS) {
      const since = new Date(now.getTime() - PROTECTION_POLICY.windowsMs[period]);
      const totals = await windowTotals(db, player.id, since);
      for (const type of MONEY_LIMIT_TYPES) {
        const state = limitState(find(type, period), now);
        const used = type === 'deposit' ? totals.depositedMinor : totals.netLossMinor;
        limits.push({
          type,
          period,
          amount: state.value === null ? null : major(state.value),
          own_amount: state.own === null ? null : major(state.own),
          operator_cap: state.cap === null ? null : major(state.cap),
          used: major(used),
          remaining: state.value === null ? null : major(Math.max(0, state.value - used)),
          pending: state.pending
            ? {
                amount: state.pending.value === null ? null : major(state.pending.value),
                effective_at: state.pending.effectiveAt.toISOString(),
              }
            : null,
        });
      }
    }
    const lowest = (type: MoneyLimitKind) => {
      const left = limits.flatMap((l) => (l.type === type && l.remaining !== null ? [l.remaining] : []));
      return left.length > 0 ? Math.min(...left) : null;
    };
    const session = limitState(find('session', 'session'), now);
    const exclusion = await activeExclusion(db, player.id, now);
    const history = await limitHistory(db, player.id, historyShown);
    return {
      currency: site.currency,
      limits,
      deposit_remaining: lowest('deposit'),
      loss_remaining: lowest('loss'),
      session_limit: {
        minutes: session.value,
        own_minutes: session.own,
        operator_cap: session.cap,
        pending: session.pending
          ? { minutes: session.pending.value, effective_at: session.pending.effectiveAt.toISOString() }
          : null,
      },
      reality_check_minutes: limitState(find('reality_check', 'session'), now).value,
      exclusion: exclusion
        ? {
            type: exclusion.kind === 'timeout' ? 'timeout' : 'self_exclusion',
            period: exclusion.period,
            started_at: exclusion.startsAt.toISOString(),
            ends_at: exclusion.endsAt.toISOString(),
          }
        : null,
      history: history.map((row) => historyEntry(row, major)),
    };
  }

  const changeAnswer = async (member: Member, change: LimitChange): Promise<ProtectionChangeAnswer> => ({
    ...(await overview(member.site, member.player)),
    applied: change.applied,
    effective_at: change.effectiveAt.toISOString(),
  });

  function logChange(member: Member, action: string, change: LimitChange): void {
    if (change.applied === 'unchanged') return;
    log.record('protection.limit', {
      siteId: member.site.id,
      accountId: member.player.accountId,
      address: member.address,
      action,
      reason: change.applied,
    });
  }

  return {
    overview,
    /** The member's own overview. */
    memberOverview: (member: Member) => overview(member.site, member.player),

    /** Sets, lowers, raises or removes a deposit or loss limit; bad input is refused before anything is read. */
    async setLimit(member: Member, input: LimitInput): Promise<ProtectionChangeAnswer> {
      if (!isMoneyKind(input.type)) throw protectionErrors.invalidLimitType();
      if (!isLimitPeriod(input.period)) throw protectionErrors.invalidLimitPeriod();
      const { type: kind, period } = input;
      const next = limitAmount(input.amount, member.site.currency);
      const at = clock();
      const change = await db.transaction((tx) =>
        changeLimit(tx, {
          playerId: member.player.id,
          kind,
          period,
          next,
          coolingOff: true,
          at,
          actor: 'player',
          address: member.address,
        }),
      );
      logChange(member, `${kind}:${period}`, change);
      await noteLimit(member, kind, period, next, change, at);
      return changeAnswer(member, change);
    },

    /** The session time limit (cooling-off for a longer one) and the reality check (at once); undefined keeps one. */
    async setSession(member: Member, input: SessionInput): Promise<ProtectionChangeAnswer> {
      const session = sessionMinutes(input.sessionLimitMinutes);
      const reality = realityMinutes(input.realityCheckMinutes);
      const at = clock();
      const base = {
        playerId: member.player.id,
        period: 'session',
        at,
        actor: 'player',
        address: member.address,
      };
      const { change, realityChange } = await db.transaction(async (tx) => ({
        change:
          session === undefined
            ? ({ applied: 'unchanged', effectiveAt: at, old: null } satisfies LimitChange)
            : await changeLimit(tx, { ...base, kind: 'session', next: session, coolingOff: true }),
        realityChange:
          reality === undefined
            ? undefined
            : await changeLimit(tx, { ...base, kind: 'reality_check', next: reality, coolingOff: false }),
      }));
      logChange(member, 'session', change);
      if (realityChange) logChange(member, 'reality_check', realityChange);
      if (session !== undefined && change.applied !== 'unchanged') {
        const pendingAt = change.applied === 'pending' ? change.effectiveAt : undefined;
        await sendNote(db, at, noteTarget(member), NOTES.sessionLimitSet(session, pendingAt));
      }
      return changeAnswer(member, change);
    },
  };

  async function noteLimit(
    member: Member,
    kind: MoneyLimitKind,
    period: LimitPeriod,
    next: number | null,
    change: LimitChange,
    at: Date,
  ): Promise<void> {
    const money = (minor: number | null) =>
      minor === null ? 'no limit' : noteMoney(minor, member.site.currency);
    if (change.applied === 'now') {
      await sendNote(db, at, noteTarget(member), NOTES.limitSet(kind, period, money(next)));
    } else if (change.applied === 'pending') {
      const note = NOTES.limitPending(
        kind,
        period,
        next === null ? null : money(next),
        money(change.old),
        change.effectiveAt,
      );
      await sendNote(db, at, noteTarget(member), note);
    }
  }
}

const noteTarget = (member: Member) => ({ siteId: member.site.id, playerId: member.player.id });

/** undefined: unchanged; null: none; else whole minutes within the policy's range. */
export function sessionMinutes(value: number | null | undefined): number | null | undefined {
  if (value === undefined || value === null) return value;
  const { min, max } = PROTECTION_POLICY.sessionMinutes;
  if (!Number.isInteger(value) || value < min || value > max) throw protectionErrors.invalidSessionLimit();
  return value;
}

function realityMinutes(value: number | null | undefined): number | null | undefined {
  if (value === undefined || value === null) return value;
  if (!PROTECTION_POLICY.realityCheckMinutes.includes(value)) throw protectionErrors.invalidRealityCheck();
  return value;
}

/** A history row on the wire: money in major units, the session settings in minutes. */
function historyEntry(
  row: LimitChangeRow,
  major: (minor: number) => number,
): ProtectionOverview['history'][number] {
  const money = MONEY_KINDS.has(row.kind);
  const value = (v: number | null) => (v === null ? null : money ? major(v) : v);
  return {
    type: isChangeType(row.kind) ? row.kind : 'deposit',
    period: row.period,
    old_value: value(row.oldValue),
    new_value: value(row.newValue),
    effective_at: row.effectiveAt.toISOString(),
    changed_at: row.createdAt.toISOString(),
    by: row.actor.startsWith('operator') ? 'operator' : 'player',
  };
}

export type LimitsService = ReturnType<typeof createLimitsService>;
