import type { Db } from '../db/database';
import { siteDisabled, siteExpired, siteNotFound, siteUnderMaintenance } from './site-errors';
import { siteRowByHost, toSiteRef } from './site-records';
import { isExpired, maintenanceOf } from './site-state';
import type { SiteCall, SiteRef } from './site-types';

/**
 * The site a site call is for, if it may answer now. An external_id that is sent must be the site's own:
 * one site's id under another site's host finds nothing.
 */
export async function openSite(db: Db, call: SiteCall, now: Date): Promise<SiteRef> {
  const row = await siteRowByHost(db, call.domainName);
  if (!row) throw siteNotFound();
  if (call.externalId && call.externalId !== row.externalId) throw siteNotFound();
  if (!row.status) throw siteDisabled();
  if (isExpired(row, now)) throw siteExpired();
  const maintenance = maintenanceOf(row, now);
  if (maintenance.is_maintenance) throw siteUnderMaintenance(maintenance);
  return toSiteRef(row);
}
