import type { Tx } from '../../db/database';
import { playerLimitChanges, playerLimits } from '../../db/schema';
import { eq } from 'drizzle-orm';
import { protectionErrors } from './protection-errors';
import { PROTECTION_POLICY, type LimitKind } from './protection-policy';
import { limitState, lockLimit, lockNewLimit } from './protection-records';

export type Applied = 'now' | 'pending' | 'unchanged';

export interface LimitChange {
  applied: Applied;
  /** When the change applies: now, or after the cooling-off. */
  effectiveAt: Date;
  /** The value in force before the change. */
  old: number | null;
}

export interface ChangeRequest {
  playerId: number;
  kind: LimitKind;
  period: string;
  /** The new value (minor units or minutes); null: none. */
  next: number | null;
  /** Whether an increase or a removal waits out the cooling-off (limits), or applies at once (the reality check). */
  coolingOff: boolean;
  at: Date;
  actor: string;
  address: string;
}

/**
 * Changes one limit, in the caller's transaction, by the rule: a new or lower limit applies at once and
 * drops a pending change; a higher one or a removal waits out the cooling-off as pending (asking for the
 * same pending change again does not restart it). Every change is kept in the history. While the operator's
 * cap stands, a value above it or a removal is refused (limitSetByOperator) and nothing changes.
 */
export async function changeLimit(tx: Tx, request: ChangeRequest): Promise<LimitChange> {
  const { playerId, kind, period, next, at } = request;
  const row = await lockLimit(tx, playerId, kind, period);
  const state = limitState(row, at);
  if (state.cap !== null && (next === null || next > state.cap)) throw protectionErrors.limitSetByOperator();
  const current = state.own;
  const unchanged: LimitChange = { applied: 'unchanged', effectiveAt: at, old: current };
  if (next === current && state.pending === undefined) return unchanged;
  const tighter = next !== null && (current === null || next <= current);

  let change: LimitChange;
  if (tighter || !request.coolingOff) {
    const target = row ?? (await lockNewLimit(tx, playerId, kind, period, at));
    await tx
      .update(playerLimits)
      .set({ value: next, pendingValue: null, pendingEffectiveAt: null, updatedAt: at })
      .where(eq(playerLimits.id, target.id));
    change = { applied: 'now', effectiveAt: at, old: current };
  } else {
    // A raise or a removal of a limit in force: there is a row (no limit and no row is "unchanged" above).
    if (!row) return unchanged;
    if (state.pending && state.pending.value === next) return unchanged;
    const effectiveAt = new Date(at.getTime() + PROTECTION_POLICY.coolingOffMs);
    await tx
      .update(playerLimits)
      .set({ value: current, pendingValue: next, pendingEffectiveAt: effectiveAt, updatedAt: at })
      .where(eq(playerLimits.id, row.id));
    change = { applied: 'pending', effectiveAt, old: current };
  }
  await tx.insert(playerLimitChanges).values({
    playerId,
    kind,
    period,
    oldValue: current,
    newValue: next,
    effectiveAt: change.effectiveAt,
    createdAt: at,
    actor: request.actor,
    address: request.address,
  });
  return change;
}
