import { z } from 'zod';
import { defineCall } from '../../../define-call';
import { safeString } from '../../../shared/safe-string';
import { BACKOFFICE_TAG, STAFF_ROLE_ERRORS, STAFF_SESSION_NOTE } from '../backoffice-call';
import { siteId } from '../backoffice-entities';
import { templateColor } from './site-templates';

/** The settings of a site the startup answer carries that the back office edits. */
export const siteSettingsEntry = z.object({
  site_id: z.number().int(),
  key: z.string(),
  name: z.string(),
  template: z.string(),
  color: z.string(),
  colors: z.array(templateColor).describe("The template's five colours, any of which the site may take"),
  maintenance_start: z.string().nullable().describe('ISO 8601; null: no maintenance window'),
  maintenance_end: z.string().nullable(),
});

export const siteSettings = defineCall({
  path: 'backoffice/sites/settings',
  method: 'POST',
  fallback: 'unavailable',
  tag: BACKOFFICE_TAG,
  summary: "Back office: a site's name, colour (among its template's) and maintenance window",
  description: `${STAFF_SESSION_NOTE} Roles: owner, siteManager, viewer; only the staff member's sites.`,
  request: z.object({ site_id: siteId }),
  answer: z.object({ settings: siteSettingsEntry }),
  errors: [...STAFF_ROLE_ERRORS, 'staffSiteForbidden', 'siteNotFound'],
});

const isoDate = z.iso.datetime({ offset: true }).describe('ISO 8601 with a time zone');

export const siteSetSettings = defineCall({
  path: 'backoffice/sites/set_settings',
  method: 'POST',
  fallback: 'disconnect',
  tag: BACKOFFICE_TAG,
  summary: "Back office: changes a site's name, colour or maintenance window; the site shows it at once",
  description:
    `${STAFF_SESSION_NOTE} Roles: owner, siteManager. A field left out keeps its value; maintenance null ` +
    'ends any window.',
  request: z
    .object({
      site_id: siteId,
      name: safeString().trim().min(1).max(100).optional(),
      color: safeString().trim().min(1).max(40).optional(),
      maintenance: z.object({ start: isoDate, end: isoDate }).nullable().optional(),
    })
    .refine((body) => body.name !== undefined || body.color !== undefined || body.maintenance !== undefined, {
      error: 'name, color or maintenance is required',
    }),
  answer: z.object({ settings: siteSettingsEntry }),
  errors: [
    ...STAFF_ROLE_ERRORS,
    'staffSiteForbidden',
    'siteNotFound',
    'invalidSiteName',
    'invalidThemeColor',
    'invalidMaintenanceWindow',
    'siteConflict',
  ],
});
