import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sites } from '../../db/schema';
import { setMaintenance, upsertSite } from '../../sites/site-admin';
import { siteDetailById } from '../../sites/site-records';
import type { SiteDetail } from '../../sites/site-types';
import type { AuditTrail } from '../audit/audit-trail';
import { siteAdminErrors } from './site-admin-errors';
import { templateChoices, type TemplateChoice } from './site-templates';

/** A site's name, colour and maintenance window, with the colours its template allows. */
export interface SiteSettingsView {
  siteId: number;
  key: string;
  name: string;
  template: string;
  color: string;
  colors: TemplateChoice['colors'];
  maintenanceStart: Date | null;
  maintenanceEnd: Date | null;
}

/** A change of settings; maintenance null ends the window, undefined keeps it. */
export interface SiteSettingsChange {
  name?: string;
  color?: string;
  maintenance?: { start: Date; end: Date } | null;
}

function viewOf(detail: SiteDetail): SiteSettingsView {
  return {
    siteId: detail.id,
    key: detail.key,
    name: detail.name,
    template: detail.themeCode,
    color: detail.themeColor,
    colors: templateChoices().find((choice) => choice.template === detail.themeCode)?.colors ?? [],
    maintenanceStart: detail.maintenanceStart,
    maintenanceEnd: detail.maintenanceEnd,
  };
}

const snapshot = (view: SiteSettingsView) => ({
  name: view.name,
  color: view.color,
  maintenance_start: view.maintenanceStart?.toISOString() ?? null,
  maintenance_end: view.maintenanceEnd?.toISOString() ?? null,
});

export async function siteSettingsView(db: Db, siteId: number): Promise<SiteSettingsView> {
  const detail = await siteDetailById(db, siteId);
  if (!detail) throw siteAdminErrors.siteNotFound();
  return viewOf(detail);
}

/**
 * Changes a site's name, colour (checked against its template) or maintenance window, as the operator
 * command does, with the audit entry in the same transaction; the caller announces the change.
 */
export async function setSiteSettings(
  db: Db,
  siteId: number,
  change: SiteSettingsChange,
  trail: AuditTrail,
): Promise<SiteSettingsView> {
  trail.about({ targetKind: 'site', siteId });
  return db.transaction(async (tx) => {
    const [locked] = await tx.select({ id: sites.id }).from(sites).where(eq(sites.id, siteId)).for('update');
    const detail = locked ? await siteDetailById(tx, siteId) : undefined;
    if (!detail) throw siteAdminErrors.siteNotFound();
    trail.about({ targetId: detail.key, before: snapshot(viewOf(detail)) });
    if (change.name !== undefined || change.color !== undefined) {
      await upsertSite(tx, {
        key: detail.key,
        name: change.name ?? detail.name,
        hosts: detail.hosts,
        themeCode: detail.themeCode,
        themeColor: change.color ?? detail.themeColor,
        currency: detail.currency,
        externalId: detail.externalId,
      });
    }
    if (change.maintenance !== undefined) {
      const window = change.maintenance;
      await setMaintenance(tx, detail.key, window?.start ?? null, window?.end ?? null);
    }
    const after = await siteDetailById(tx, siteId);
    if (!after) throw siteAdminErrors.siteNotFound();
    const view = viewOf(after);
    await trail.ok(tx, { after: snapshot(view) });
    return view;
  });
}
