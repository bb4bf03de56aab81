import { and, count, eq, max } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database';
import { missions } from '../../db/schema';
import type { MissionRow } from '../../rewards/missions/mission-input';
import { checkMission, siteMissions, writeMission } from '../../rewards/missions/mission-records';
import { invalidSite } from '../../sites/site-errors';
import type { AuditTrail } from '../audit/audit-trail';
import { checkedAs } from './site-offer-parts';
import { requireSite } from './site-page-admin';

/** The most missions a site keeps (switched-off ones count: they are never deleted). */
export const MAX_MISSIONS = 200;

/** A mission as written from the back office: no id is a new one; no position goes last. */
export interface MissionDraft {
  id?: number;
  position?: number;
  active: boolean;
  code: string;
  period: string;
  kind: string;
  target: number;
  category: string | null;
  rewardKind: string;
  rewardAmount: number;
}

/** Every mission of a site, switched-off ones too, in the order players see them. */
export async function missionList(db: Db, siteId: number): Promise<MissionRow[]> {
  await requireSite(db, siteId);
  return siteMissions(db, siteId);
}

const snapshot = ({ id: _id, ...row }: MissionRow) => row;
const invalid = (details: string) => invalidSite('invalidMission', details);

async function lockedRow(tx: Tx, siteId: number, id: number) {
  const [row] = await tx
    .select({ id: missions.id, code: missions.code })
    .from(missions)
    .where(and(eq(missions.siteId, siteId), eq(missions.id, id)))
    .for('update');
  if (!row) throw invalid(`no mission ${id} on this site`);
  return row;
}

async function nextPosition(tx: Tx, siteId: number, code: string): Promise<number> {
  const [found] = await tx
    .select({ rows: count(), last: max(missions.position) })
    .from(missions)
    .where(eq(missions.siteId, siteId));
  if ((found?.rows ?? 0) >= MAX_MISSIONS) throw invalid(`a site keeps at most ${MAX_MISSIONS} missions`);
  const [taken] = await tx
    .select({ id: missions.id })
    .from(missions)
    .where(and(eq(missions.siteId, siteId), eq(missions.code, code)));
  if (taken) throw invalid(`the code ${code} is used by another mission of this site`);
  return found?.last === null || found?.last === undefined ? 0 : found.last + 1;
}

/**
 * Writes one mission, checked as the operator command checks it, with its audit entry in one
 * transaction; answers its id. An edit keeps the mission's id and code, so the players' claims (kept per
 * mission and period) and their progress (counted from the period's play) stay: a changed target or reward
 * applies at once, also to the period under way, as `missions set` does. Bad input changes nothing.
 */
export async function saveMission(
  db: Db,
  at: Date,
  siteId: number,
  draft: MissionDraft,
  trail: AuditTrail,
): Promise<number> {
  trail.about({
    targetKind: 'mission',
    targetId: draft.id === undefined ? null : String(draft.id),
    siteId,
  });
  const { id, position, ...input } = draft;
  // Checked before anything is read: the position is filled in below.
  checkedAs('invalidMission', () => checkMission({ ...input, position: position ?? 0 }, 'mission', 0));
  return db.transaction(async (tx) => {
    await requireSite(tx, siteId, true);
    let before: MissionRow | undefined;
    if (id !== undefined) {
      const row = await lockedRow(tx, siteId, id);
      if (row.code !== input.code) throw invalid(`a mission's code stays ${row.code}`);
      before = (await siteMissions(tx, siteId)).find((m) => m.id === id);
    }
    const place = position ?? before?.position ?? (await nextPosition(tx, siteId, input.code));
    const written = await writeMission(
      tx,
      siteId,
      checkMission({ ...input, position: place }, 'mission', 0),
      at,
    );
    await trail.ok(tx, {
      targetId: String(written.id),
      before: before ? snapshot(before) : null,
      after: snapshot(written),
    });
    return written.id;
  });
}
