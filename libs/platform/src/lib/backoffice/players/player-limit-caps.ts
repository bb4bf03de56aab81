import { CAP_KINDS } from '@wl/contract';
import { eq } from 'drizzle-orm';
import { playerLimitChanges, playerLimits } from '../../db/schema';
import type { Platform } from '../../platform';
import { sessionMinutes, type ProtectionOverview } from '../../players/protection/limits-service';
import { protectionErrors } from '../../players/protection/protection-errors';
import { isLimitPeriod, PROTECTION_POLICY, type LimitKind } from '../../players/protection/protection-policy';
import { limitState, lockLimit, lockNewLimit, stricter } from '../../players/protection/protection-records';
import type { AuditTrail } from '../audit/audit-trail';
import type { StaffActor } from '../staff/staff-types';
import { staffPlayer } from './player-lookup';

export interface CapInput {
  kind: string;
  period: string;
  /** Minor units (deposit, loss) or minutes (session); null lifts the cap. */
  value: number | null;
}

type CapKind = (typeof CAP_KINDS)[number];
const isCapKind = (kind: string): kind is CapKind => (CAP_KINDS as readonly string[]).includes(kind);

/** The kind, period and value checked, each way wrong with its own key, before anything is read. */
function checkedCap(input: CapInput): { kind: LimitKind; period: string; value: number | null } {
  const { kind, period, value } = input;
  if (!isCapKind(kind)) throw protectionErrors.invalidLimitType();
  if (kind === 'session' ? period !== 'session' : !isLimitPeriod(period))
    throw protectionErrors.invalidLimitPeriod();
  if (value === null) return { kind, period, value };
  if (kind === 'session') {
    sessionMinutes(value);
  } else {
    if (!Number.isSafeInteger(value) || value <= 0) throw protectionErrors.invalidLimitAmount();
    if (value > PROTECTION_POLICY.maxLimitMinor) throw protectionErrors.limitTooLarge();
  }
  return { kind, period, value };
}

/**
 * Sets or lifts the operator's cap on one of a player's limits, at once (no cooling-off either way), in
 * one transaction with the audit entry (the cap and the limit in force, before and after). When the limit
 * in force changes, the player's limit history keeps it too, as the operator's change.
 */
export async function setLimitCap(
  platform: Platform,
  actor: StaffActor,
  siteId: number,
  accountId: string,
  input: CapInput,
  trail: AuditTrail,
): Promise<ProtectionOverview> {
  const cap = checkedCap(input);
  const db = platform.database.db;
  const { site, player } = await staffPlayer(db, actor, siteId, accountId);
  trail.about({ targetKind: 'player', targetId: player.accountId, siteId: site.id });
  const at = platform.clock();
  await db.transaction(async (tx) => {
    const existing = await lockLimit(tx, player.id, cap.kind, cap.period);
    // Lifting a cap nobody set needs no row.
    const row =
      existing ??
      (cap.value === null ? undefined : await lockNewLimit(tx, player.id, cap.kind, cap.period, at));
    const before = limitState(row, at);
    const limitAfter = stricter(before.own, cap.value);
    if (row && before.cap !== cap.value) {
      await tx
        .update(playerLimits)
        .set({ operatorCap: cap.value, updatedAt: at })
        .where(eq(playerLimits.id, row.id));
    }
    if (limitAfter !== before.value) {
      await tx.insert(playerLimitChanges).values({
        playerId: player.id,
        kind: cap.kind,
        period: cap.period,
        oldValue: before.value,
        newValue: limitAfter,
        effectiveAt: at,
        createdAt: at,
        actor: `operator:${actor.email}`,
        address: trail.origin.address,
      });
    }
    const about = { kind: cap.kind, period: cap.period };
    await trail.ok(tx, {
      before: { ...about, operator_cap: before.cap, limit: before.value },
      after: { ...about, operator_cap: cap.value, limit: limitAfter },
    });
  });
  return (await platform.operator.playerProtection(site.key, player.accountId)).overview;
}
