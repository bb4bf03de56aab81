import { asc, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { siteHosts, sites } from '../../db/schema';
import type { StaffActor } from '../staff/staff-types';

/** A site as the back office lists it. */
export interface BackofficeSiteView {
  id: number;
  key: string;
  name: string;
  hosts: string[];
  template: string;
  themeColor: string;
  currency: string;
  enabled: boolean;
}

/**
 * The sites a staff member may touch, or the one they name (the route helper has already refused a site
 * outside theirs), with their hosts.
 */
export async function staffSiteList(
  db: Db,
  actor: StaffActor,
  only: { siteId?: number; siteKey?: string } = {},
): Promise<BackofficeSiteView[]> {
  const ids = actor.sites
    .filter((site) => only.siteId === undefined || site.id === only.siteId)
    .filter((site) => only.siteKey === undefined || site.key === only.siteKey)
    .map((site) => site.id);
  if (ids.length === 0) return [];
  const [rows, hosts] = await Promise.all([
    db.select().from(sites).where(inArray(sites.id, ids)).orderBy(asc(sites.key)),
    db
      .select({ siteId: siteHosts.siteId, host: siteHosts.host })
      .from(siteHosts)
      .where(inArray(siteHosts.siteId, ids))
      .orderBy(asc(siteHosts.id)),
  ]);
  return rows.map((row) => ({
    id: row.id,
    key: row.key,
    name: row.name,
    hosts: hosts.filter((host) => host.siteId === row.id).map((host) => host.host),
    template: row.themeCode,
    themeColor: row.themeColor,
    currency: row.currency,
    enabled: row.status,
  }));
}
