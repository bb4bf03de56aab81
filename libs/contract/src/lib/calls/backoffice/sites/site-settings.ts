import { z } from 'zod';
import { defineCall } from '../../../define-call';
import { safeString } from '../../../shared/safe-string';
import { BACKOFFICE_TAG, STAFF_ROLE_ERRORS, STAFF_SESSION_NOTE } from '../backoffice-call';
import { siteId } from '../backoffice-entities';
import { templateColor } from './site-templates';

const siteLanguage = z.object({
  code: z.string().describe('A language code of the catalogue (EN, PHP, CN, ...)'),
  is_default: z.boolean(),
});
const liveChat = z.object({
  chat_id: z.string(),
  image_id: z.string().describe('The chat button image: a path starting with / or an http(s) URL'),
  status: z.boolean().describe('true shows the live chat on the site'),
});
const footerBadge = z.object({
  name: z.string(),
  img_url: z.string().describe("A path starting with / or an http(s) URL; '' shows the name"),
  href: z.string(),
});

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
  logo1: z.string().describe('Header logo: a path starting with / or an http(s) URL'),
  logo2: z.string(),
  logo3: z.string(),
  logo_text: z.string(),
  manifest_icon: z.string(),
  logo_colors: z.array(z.string()).describe('The two colours (#rrggbb) of the generated logo'),
  android_sub: z.string().describe("The Android app's link; '' for none"),
  ios_sub: z.string(),
  aff_domain: z.string().describe("The affiliate site's host name; '' for none"),
  gamify_status: z.boolean(),
  tac_login: z.boolean(),
  referral: z.boolean().describe('true shows the referral entry'),
  languages: z.array(siteLanguage).describe('The languages the site offers, exactly one the default'),
  live_chat: liveChat,
  bts: z.array(footerBadge).describe('The footer badges (licences, 18+, responsible gaming)'),
  language_choices: z
    .array(z.object({ code: z.string(), name: z.string() }))
    .describe("The platform's languages a site may offer"),
});

export const siteSettings = defineCall({
  path: 'backoffice/sites/settings',
  method: 'POST',
  fallback: 'unavailable',
  tag: BACKOFFICE_TAG,
  summary:
    "Back office: a site's settings the startup answer carries: name, colour (among its template's), " +
    'maintenance window, logos, languages, live chat, footer badges, app links and switches',
  description: `${STAFF_SESSION_NOTE} Roles: owner, siteManager, viewer; only the staff member's sites.`,
  request: z.object({ site_id: siteId }),
  answer: z.object({ settings: siteSettingsEntry }),
  errors: [...STAFF_ROLE_ERRORS, 'staffSiteForbidden', 'siteNotFound'],
});

const isoDate = z.iso.datetime({ offset: true }).describe('ISO 8601 with a time zone');
/** Checked by the platform against the site settings' rules, so a bad value gets a named error. */
const text = (max: number) => safeString().trim().max(max);

/** The request's fields besides site_id; at least one is required. */
const CHANGE_FIELDS = [
  'name',
  'color',
  'maintenance',
  'logo1',
  'logo2',
  'logo3',
  'logo_text',
  'manifest_icon',
  'logo_colors',
  'android_sub',
  'ios_sub',
  'aff_domain',
  'gamify_status',
  'tac_login',
  'referral',
  'languages',
  'live_chat',
  'bts',
] as const;

export const siteSetSettings = defineCall({
  path: 'backoffice/sites/set_settings',
  method: 'POST',
  fallback: 'disconnect',
  tag: BACKOFFICE_TAG,
  summary: "Back office: changes a site's settings the startup answer carries; the site shows them at once",
  description:
    `${STAFF_SESSION_NOTE} Roles: owner, siteManager. A field left out keeps its value; maintenance null ` +
    'ends any window. Logos, app links and badge images: a path starting with / or an http(s) URL; ' +
    'languages: at least one, exactly one the default; logo colours: two #rrggbb. A bad value is refused ' +
    'with the key naming its group and the field in details, and nothing changes.',
  request: z
    .object({
      site_id: siteId,
      name: safeString().trim().min(1).max(100).optional(),
      color: safeString().trim().min(1).max(40).optional(),
      maintenance: z.object({ start: isoDate, end: isoDate }).nullable().optional(),
      logo1: text(2000).optional(),
      logo2: text(2000).optional(),
      logo3: text(2000).optional(),
      logo_text: text(2000).optional(),
      manifest_icon: text(2000).optional(),
      logo_colors: z.array(text(40)).max(10).optional(),
      android_sub: text(2000).optional(),
      ios_sub: text(2000).optional(),
      aff_domain: text(2000).optional(),
      gamify_status: z.boolean().optional(),
      tac_login: z.boolean().optional(),
      referral: z.boolean().optional(),
      languages: z
        .array(z.object({ code: text(10), is_default: z.boolean() }))
        .max(50)
        .optional(),
      live_chat: z.object({ chat_id: text(2000), image_id: text(2000), status: z.boolean() }).optional(),
      bts: z
        .array(z.object({ name: text(2000), img_url: text(2000), href: text(2000) }))
        .max(100)
        .optional(),
    })
    .refine((body) => CHANGE_FIELDS.some((field) => body[field] !== undefined), {
      error: 'at least one setting is required',
    }),
  answer: z.object({ settings: siteSettingsEntry }),
  errors: [
    ...STAFF_ROLE_ERRORS,
    'staffSiteForbidden',
    'siteNotFound',
    'invalidSiteName',
    'invalidThemeColor',
    'invalidMaintenanceWindow',
    'invalidSiteLogo',
    'invalidSiteLanguages',
    'invalidLiveChat',
    'invalidFooterBadge',
    'invalidAffiliateDomain',
    'invalidAppLink',
    'siteConflict',
  ],
});
