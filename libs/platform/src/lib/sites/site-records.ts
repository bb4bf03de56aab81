import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/database';
import { siteHosts, sites } from '../db/schema';
import { normaliseHost } from './host-name';
import { siteNotFound } from './site-errors';
import { defaultSiteSettings, readSiteSettings, type SiteSettings } from './site-settings';
import type { SiteDetail, SiteRef } from './site-types';

type SiteRow = typeof sites.$inferSelect;

export function toSiteRef(row: SiteRow): SiteRef {
  return {
    id: row.id,
    key: row.key,
    externalId: row.externalId,
    name: row.name,
    currency: row.currency,
    themeCode: row.themeCode,
  };
}

export function toSiteDetail(row: SiteRow, hosts: string[]): SiteDetail {
  return {
    ...toSiteRef(row),
    hosts,
    themeColor: row.themeColor,
    status: row.status,
    expiredAt: row.expiredAt,
    maintenanceStart: row.maintenanceStart,
    maintenanceEnd: row.maintenanceEnd,
    settings: readSiteSettings(row.settings, defaultSiteSettings(row.key, row.name, hosts[0])),
  };
}

async function hostsOf(db: Db, siteId: number): Promise<string[]> {
  const rows = await db
    .select({ host: siteHosts.host })
    .from(siteHosts)
    .where(eq(siteHosts.siteId, siteId))
    .orderBy(asc(siteHosts.id));
  return rows.map((r) => r.host);
}

export async function siteRowByHost(db: Db, host: string): Promise<SiteRow | undefined> {
  const [row] = await db
    .select({ site: sites })
    .from(siteHosts)
    .innerJoin(sites, eq(sites.id, siteHosts.siteId))
    .where(eq(siteHosts.host, normaliseHost(host)))
    .limit(1);
  return row?.site;
}

export async function siteDetailByKey(db: Db, key: string): Promise<SiteDetail | undefined> {
  const [row] = await db.select().from(sites).where(eq(sites.key, key)).limit(1);
  return row ? toSiteDetail(row, await hostsOf(db, row.id)) : undefined;
}

export async function siteDetailById(db: Db, id: number): Promise<SiteDetail | undefined> {
  const [row] = await db.select().from(sites).where(eq(sites.id, id)).limit(1);
  return row ? toSiteDetail(row, await hostsOf(db, row.id)) : undefined;
}

export async function siteDetailByHost(db: Db, host: string): Promise<SiteDetail | undefined> {
  const row = await siteRowByHost(db, host);
  return row ? toSiteDetail(row, await hostsOf(db, row.id)) : undefined;
}

/** The validated settings of a site; siteNotFound when there is no such site. */
export async function siteSettingsById(db: Db, siteId: number): Promise<SiteSettings> {
  const [row] = await db
    .select({ key: sites.key, name: sites.name, settings: sites.settings })
    .from(sites)
    .where(eq(sites.id, siteId));
  if (!row) throw siteNotFound();
  return readSiteSettings(row.settings, defaultSiteSettings(row.key, row.name, undefined));
}
