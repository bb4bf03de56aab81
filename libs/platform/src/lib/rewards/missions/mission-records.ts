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

/**
 * Makes `list` the site's missions: each is added or changed by its code, and a mission of the site not
 * in the list is switched off rather than deleted, so its claims (and the rewards they paid) stay on
 * record. A changed target or reward applies from now on, also to the period under way.
 */
export async function replaceMissions(db: Db, siteId: number, list: MissionInput[], at: Date): Promise<void> {
  const parsed = list.map((input, index) => {
    const result = missionInput.safeParse(input);
    if (!result.success) {
      throw invalidRequest(`mission ${index + 1}: ${result.error.issues.map((i) => i.message).join('; ')}`);
    }
    return { ...result.data, position: result.data.position ?? index };
  });
  const codes = parsed.map((m) => m.code);
  if (new Set(codes).size !== codes.length) throw invalidRequest('a mission code is listed twice');
  await db.transaction(async (tx) => {
    for (const m of parsed) {
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
      await tx
        .insert(missions)
        .values({ siteId, code: m.code, ...values })
        .onConflictDoUpdate({ target: [missions.siteId, missions.code], set: values });
    }
    await tx
      .update(missions)
      .set({ active: false, updatedAt: at })
      .where(
        and(eq(missions.siteId, siteId), codes.length > 0 ? notInArray(missions.code, codes) : undefined),
      );
  });
}
