import { STAFF_ROLES, type StaffRole } from '@wl/contract';
import { and, asc, count, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sites, staffAccounts, staffSessions, staffSites } from '../../db/schema';
import type { AuditSnapshot } from '../audit/audit-log';
import { STAFF_POLICY } from './staff-policy';
import type { StaffMemberView, StaffSiteRef } from './staff-types';

export type StaffRow = typeof staffAccounts.$inferSelect;

export function roleOf(row: StaffRow): StaffRole {
  const role = STAFF_ROLES.find((known) => known === row.role);
  // The table's check constraint allows only these; anything else is a database out of step with the code.
  if (!role) throw new Error(`staff ${row.id} has an unknown role`);
  return role;
}

/** E-mail addresses are compared lower-case (stored so). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The sites a staff member may touch: every site for an owner, else those given, by key. */
export async function sitesOf(db: Db, staff: Pick<StaffRow, 'id' | 'role'>): Promise<StaffSiteRef[]> {
  const columns = { id: sites.id, key: sites.key, name: sites.name };
  if (staff.role === 'owner') return db.select(columns).from(sites).orderBy(asc(sites.key));
  return db
    .select(columns)
    .from(staffSites)
    .innerJoin(sites, eq(sites.id, staffSites.siteId))
    .where(eq(staffSites.staffId, staff.id))
    .orderBy(asc(sites.key));
}

/** The ids given to a staff member (empty for an owner, who needs none). */
async function givenSiteIds(db: Db, staffIds: number[]): Promise<Map<number, StaffSiteRef[]>> {
  const given = new Map<number, StaffSiteRef[]>();
  if (staffIds.length === 0) return given;
  const rows = await db
    .select({ staffId: staffSites.staffId, id: sites.id, key: sites.key, name: sites.name })
    .from(staffSites)
    .innerJoin(sites, eq(sites.id, staffSites.siteId))
    .where(inArray(staffSites.staffId, staffIds))
    .orderBy(asc(sites.key));
  for (const { staffId, ...site } of rows) given.set(staffId, [...(given.get(staffId) ?? []), site]);
  return given;
}

/** Staff members as the owner sees them: role, sites, authenticator, state and live sessions. */
export async function staffViews(db: Db, rows: StaffRow[], now: Date): Promise<StaffMemberView[]> {
  const ids = rows.map((row) => row.id);
  const idleSince = new Date(now.getTime() - STAFF_POLICY.session.idleSeconds * 1000);
  const [given, allSites, live] = await Promise.all([
    givenSiteIds(db, ids),
    rows.some((row) => row.role === 'owner')
      ? db.select({ id: sites.id, key: sites.key, name: sites.name }).from(sites).orderBy(asc(sites.key))
      : Promise.resolve([]),
    ids.length === 0
      ? Promise.resolve([])
      : db
          .select({ staffId: staffSessions.staffId, n: count() })
          .from(staffSessions)
          .where(
            and(
              inArray(staffSessions.staffId, ids),
              isNull(staffSessions.revokedAt),
              gt(staffSessions.expiresAt, now),
              gt(staffSessions.lastSeenAt, idleSince),
            ),
          )
          .groupBy(staffSessions.staffId),
  ]);
  const liveBy = new Map(live.map(({ staffId, n }) => [staffId, n]));
  return rows.map((row) => {
    const role = roleOf(row);
    return {
      id: row.id,
      email: row.email,
      displayName: row.displayName,
      role,
      allSites: role === 'owner',
      sites: role === 'owner' ? allSites : (given.get(row.id) ?? []),
      totpEnrolled: row.totpEnrolled,
      disabled: row.disabled,
      passwordChangeRequired: row.passwordChangeRequired,
      liveSessions: liveBy.get(row.id) ?? 0,
      createdAt: row.createdAt,
      updatedAt: row.updatedAt,
    };
  });
}

/** A staff member as an audit entry keeps them: no password hash, no secret. */
export function staffSnapshot(row: StaffRow, siteIds: readonly number[]): AuditSnapshot {
  return {
    email: row.email,
    display_name: row.displayName,
    role: row.role,
    site_ids: [...siteIds].sort((a, b) => a - b),
    totp_enrolled: row.totpEnrolled,
    disabled: row.disabled,
  };
}

/** The site ids given to one staff member. */
export async function siteIdsOf(db: Db, staffId: number): Promise<number[]> {
  const rows = await db
    .select({ siteId: staffSites.siteId })
    .from(staffSites)
    .where(eq(staffSites.staffId, staffId));
  return rows.map((row) => row.siteId);
}
