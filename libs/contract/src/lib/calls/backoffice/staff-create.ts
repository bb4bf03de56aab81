import { z } from 'zod';
import { defineCall } from '../../define-call';
import { password } from '../../shared/member-fields';
import { safeString } from '../../shared/safe-string';
import { BACKOFFICE_TAG, STAFF_ROLE_ERRORS, STAFF_SESSION_NOTE } from './backoffice-call';
import { siteId, staffEmail, staffMember, staffRole } from './backoffice-entities';

/** The most sites one staff member is given by name (an owner has all of them without a list). */
export const MAX_STAFF_SITES = 500;

export const staffSiteIds = z
  .array(siteId)
  .max(MAX_STAFF_SITES)
  .describe('The sites the staff member may touch (ignored for an owner, who touches every site)');

export const staffCreate = defineCall({
  path: 'backoffice/staff/create',
  method: 'POST',
  fallback: 'disconnect',
  tag: BACKOFFICE_TAG,
  summary: 'Back office (owner): a new staff member; they enrol their authenticator at first sign-in',
  description: `${STAFF_SESSION_NOTE} Without a password, one is made and answered once (initial_password).`,
  request: z.object({
    email: staffEmail,
    display_name: safeString().trim().min(1).max(100),
    role: staffRole,
    site_ids: staffSiteIds.default([]),
    password: password.optional().describe('The initial password (else one is made)'),
  }),
  answer: z.object({
    staff: staffMember,
    initial_password: z
      .string()
      .nullable()
      .describe('The password made for them, shown this once; null when one was given'),
  }),
  errors: [
    ...STAFF_ROLE_ERRORS,
    'invalidEmail',
    'invalidName',
    'weakPassword',
    'staffExists',
    'siteNotFound',
  ],
});
