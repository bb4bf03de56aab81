import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { missions } from '../../db/schema';
import { invalidRequest } from '../../http/envelope';
import {
  missionInput,
  type MissionInput,
  type MissionKind,
  type MissionPeriod,
  type MissionRow,
} from './mission-input';

const toRow = (row: typeof missions.$inferSelect): MissionRow => ({
  id: row.id,
  code: row.code,
  period: row.period as MissionPeriod,
  kind: row.kind as MissionKind,
  target: row.target,
  category: row.category,
  rewardKind: row.rewardKind === 'tokens' ? 'tokens' : 'cash',
  rewardAmount: row.rewardAmount,
  position: row.position,
  active: row.active,
});

/** Every mission of a site, the inactive ones too, in the order players see them. */
export async function siteMissions(db: Db, siteId: number): Promise<MissionRow[]> {
  const rows = await db
    .select()
    .from(missions)
    .where(eq(missions.siteId, siteId))
    .orderBy(asc(missions.position), asc(missions.id));
  return rows.map(toRow);
}

/** A mission as checked, with its place in the list. */
export type CheckedMission = ReturnType<typeof missionInput.parse> & { position: number };

/** Checks one mission as the operator sets it; a bad one throws invalidRequest naming what is wrong. */
export function checkMission(input: unknown, label: string, position: number): CheckedMission {
  const result = missionInput.safeParse(input);
  if (!result.success) {
    throw invalidRequest(`${label}: ${result.error.issues.map((i) => i.message).join('; ')}`);
  }
  return { ...result.data, position: result.data.position ?? position };
}

/** Adds the mission of its code to the site, or changes the one of that code (same id, claims kept). */
export async function writeMission(tx: Db, siteId: number, m: CheckedMission, at: Date): Promise<MissionRow> {
  const values = {
    period: m.period,
    kind: m.kind,
    target: m.target,
    category: m.category,
    rewardKind: m.rewardKind,
    rewardAmount: m.rewardAmount,
    position: m.position,
    active: m.active,
    updatedAt: at,
  };
  const [row] = await tx
    .insert(missions)
    .values({ siteId, code: m.code, ...values })
    .onConflictDoUpdate({ target: [missions.siteId, missions.code], set: values })
    .returning();
  if (!row) throw new Error(`mission ${m.code} was not written`);
  return toRow(row);
}

/**
 * Makes `list` the site's missions: each is added or changed by its code, and a mission of the site not
 * in the list is switched off rather than deleted, so its claims (and the rewards they paid) stay on
 * record. A changed target or reward applies from now on, also to the period under way.
 */
export async function replaceMissions(db: Db, siteId: number, list: MissionInput[], at: Date): Promise<void> {
  const parsed = list.map((input, index) => checkMission(input, `mission ${index + 1}`, index));
  const codes = parsed.map((m) => m.code);
  if (new Set(codes).size !== codes.length) throw invalidRequest('a mission code is listed twice');
  await db.transaction(async (tx) => {
    for (const m of parsed) await writeMission(tx, siteId, m, at);
    await tx
      .update(missions)
      .set({ active: false, updatedAt: at })
      .where(
        and(eq(missions.siteId, siteId), codes.length > 0 ? notInArray(missions.code, codes) : undefined),
      );
  });
}
