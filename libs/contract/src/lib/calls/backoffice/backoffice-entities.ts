import { z } from 'zod';
import { safeString } from '../../shared/safe-string';

/**
 * The back office's staff roles: an owner touches every site and manages staff; the others touch only
 * the sites given to them (a site manager their content and settings, finance the money, support the
 * players, a viewer reads).
 */
export const STAFF_ROLES = ['owner', 'siteManager', 'finance', 'support', 'viewer'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const staffRole = z.enum(STAFF_ROLES);

/** The staff member's sign-in name; its form is checked by the platform (invalidEmail). */
export const staffEmail = safeString().trim().min(1).max(254);

export const staffId = z.number().int().min(1).max(2_147_483_647);
export const siteId = z.number().int().min(1).max(2_147_483_647);

/** The six digits of an authenticator app's current code. */
export const totpCode = safeString()
  .trim()
  .regex(/^\d{6}$/)
  .describe('The six-digit code the authenticator app shows');

/** A site as the staff member's profile names it. */
export const staffSite = z.object({ site_id: z.number().int(), key: z.string(), name: z.string() });

/** Who is signed in to the back office, with what role, on which sites. */
export const staffProfile = z.object({
  staff_id: z.number().int(),
  email: z.string(),
  display_name: z.string(),
  role: staffRole,
  all_sites: z.boolean().describe('An owner: every site, now and to come (`sites` then lists them all)'),
  sites: z.array(staffSite),
  password_change_required: z
    .boolean()
    .describe(
      'The password was set by someone else: every call but change_password, me and sign_out answers staffPasswordChangeRequired until the member chooses their own',
    ),
});

/** A staff member as the owner's staff list shows them. */
export const staffMember = staffProfile.extend({
  totp_enrolled: z.boolean().describe('The authenticator is set up (else the next sign-in enrols it)'),
  disabled: z.boolean(),
  live_sessions: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});

/** What a signed-in step answers: the profile, and when the session ends at the latest. */
export const staffSession = z.object({
  staff: staffProfile,
  expires_at: z.string().describe('The absolute end of the session, ISO 8601'),
  idle_seconds: z.number().int().describe('The session ends after this long without a call'),
});

/** One site the staff member may touch. */
export const backofficeSite = z.object({
  site_id: z.number().int(),
  key: z.string(),
  name: z.string(),
  hosts: z.array(z.string()),
  template: z.string().describe('The theme code (casino1, slot3, sportsbook2...)'),
  theme_color: z.string(),
  currency: z.string(),
  enabled: z.boolean().describe('False: the site is switched off (siteDisabled)'),
});

export const AUDIT_OUTCOMES = ['ok', 'refused'] as const;

/** One entry of the staff audit log. */
export const auditEntry = z.object({
  entry_id: z.number().int(),
  at: z.string(),
  staff_id: z.number().int().nullable().describe('Null: no staff member known (unknown e-mail, operator)'),
  staff_email: z.string().nullable(),
  address: z.string(),
  user_agent: z.string(),
  action: z.string().describe('The call (staff/create) or the operator command'),
  target_kind: z.string().nullable(),
  target_id: z.string().nullable(),
  site_id: z.number().int().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  outcome: z.enum(AUDIT_OUTCOMES),
  reason: z.string().nullable().describe('Why it was refused: the error key, or a closer reason'),
});

/** The page fields of a paged back-office list: page 1 first, at most `maxSize` rows a page. */
export function pageFields(maxSize: number, defaultSize = maxSize) {
  return {
    page: z.number().int().min(1).max(100_000).default(1),
    page_size: z.number().int().min(1).max(maxSize).default(defaultSize),
  };
}
