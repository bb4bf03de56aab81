import type { ErrorKey } from '@wl/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { sites } from '../../db/schema';
import { PlatformError } from '../../http/envelope';
import { setMaintenance, upsertSite } from '../../sites/site-admin';
import { siteDetailById } from '../../sites/site-records';
import {
  assetUrl,
  defaultSiteSettings,
  siteSettingsSchema,
  type SiteSettings,
  type SiteSettingsInput,
} from '../../sites/site-settings';
import type { SiteDetail } from '../../sites/site-types';
import type { AuditTrail } from '../audit/audit-trail';
import { siteAdminErrors } from './site-admin-errors';
import { templateChoices, type TemplateChoice } from './site-templates';

/** The error key of a bad setting, by the settings field it is in. */
const ERROR_OF_FIELD: Readonly<Partial<Record<keyof SiteSettings, ErrorKey>>> = {
  logo1: 'invalidSiteLogo',
  logo2: 'invalidSiteLogo',
  logo3: 'invalidSiteLogo',
  logo_text: 'invalidSiteLogo',
  manifest_icon: 'invalidSiteLogo',
  logo_colors: 'invalidSiteLogo',
  languages: 'invalidSiteLanguages',
  live_chat: 'invalidLiveChat',
  bts: 'invalidFooterBadge',
  aff_domain: 'invalidAffiliateDomain',
  android_sub: 'invalidAppLink',
  ios_sub: 'invalidAppLink',
};

/** The logo fields an operator may empty to go back to the site's generated logo. */
export const LOGO_FIELDS = ['logo1', 'logo2', 'logo3', 'manifest_icon'] as const;

/**
 * The site's settings rules, and one more for what the back office writes: the live chat's picture is an
 * image address (a path or an http(s) URL), as the site shows it, never an arbitrary text.
 */
const backofficeSettings = siteSettingsSchema.superRefine((settings, ctx) => {
  if (!assetUrl.safeParse(settings.live_chat.image_id).success) {
    ctx.addIssue({
      code: 'custom',
      path: ['live_chat', 'image_id'],
      message: 'a path starting with / or an http(s) URL',
    });
  }
});

/** A change of settings as a request names them, each still to be checked; undefined: kept. */
export type SettingsChangeInput = { readonly [K in keyof SiteSettings]?: unknown };

/**
 * Checks a change of a site's settings with the settings' own rules (siteSettingsSchema), as the site
 * reads them: the first bad value is refused with the key of its group and the field in details, before
 * anything is written. An emptied logo is the generated one. Answers the fields named, as checked.
 */
export function checkSettingsChange(
  siteKey: string,
  current: SiteSettings,
  change: SettingsChangeInput,
): SiteSettingsInput {
  const generated = defaultSiteSettings(siteKey, '', undefined);
  const named = (Object.keys(change) as (keyof SiteSettings)[]).filter((key) => change[key] !== undefined);
  const candidate: Record<string, unknown> = { ...current };
  for (const key of named) candidate[key] = change[key];
  for (const field of LOGO_FIELDS) {
    if (candidate[field] === '') candidate[field] = generated[field];
  }
  const parsed = backofficeSettings.safeParse(candidate);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = issue?.path[0];
    const key =
      (typeof field === 'string' && ERROR_OF_FIELD[field as keyof SiteSettings]) || 'invalidSiteSettings';
    throw new PlatformError(key, 0, 200, {
      details: `${issue?.path.join('.') ?? ''}: ${issue?.message ?? 'invalid'}`,
    });
  }
  const checked: SiteSettingsInput = {};
  for (const key of named) Object.assign(checked, { [key]: parsed.data[key] });
  return checked;
}

/** A site's settings the startup answer carries, with the colours its template allows. */
export interface SiteSettingsView {
  siteId: number;
  key: string;
  name: string;
  template: string;
  color: string;
  colors: TemplateChoice['colors'];
  maintenanceStart: Date | null;
  maintenanceEnd: Date | null;
  settings: SiteSettings;
}

/** A change of settings; maintenance null ends the window, undefined keeps it; settings left out keep theirs. */
export interface SiteSettingsChange {
  name?: string;
  color?: string;
  maintenance?: { start: Date; end: Date } | null;
  settings?: SettingsChangeInput;
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
    settings: detail.settings,
  };
}

const snapshot = (view: SiteSettingsView) => ({
  name: view.name,
  color: view.color,
  maintenance_start: view.maintenanceStart?.toISOString() ?? null,
  maintenance_end: view.maintenanceEnd?.toISOString() ?? null,
  ...view.settings,
});

export async function siteSettingsView(db: Db, siteId: number): Promise<SiteSettingsView> {
  const detail = await siteDetailById(db, siteId);
  if (!detail) throw siteAdminErrors.siteNotFound();
  return viewOf(detail);
}

/**
 * Changes a site's name, colour (checked against its template), maintenance window or settings (checked
 * with the settings' own rules, a bad one refused with its named key), as the operator command does, with
 * the audit entry in the same transaction; the caller announces the change.
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
    const settings = change.settings && checkSettingsChange(detail.key, detail.settings, change.settings);
    if (change.name !== undefined || change.color !== undefined || settings !== undefined) {
      await upsertSite(tx, {
        key: detail.key,
        name: change.name ?? detail.name,
        hosts: detail.hosts,
        themeCode: detail.themeCode,
        themeColor: change.color ?? detail.themeColor,
        currency: detail.currency,
        externalId: detail.externalId,
        ...(settings ? { settings } : {}),
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
