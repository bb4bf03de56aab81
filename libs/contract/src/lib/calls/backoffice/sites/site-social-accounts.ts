import { z } from 'zod';
import { defineCall } from '../../../define-call';
import { safeString } from '../../../shared/safe-string';
import { BACKOFFICE_TAG } from '../backoffice-call';
import { siteId } from '../backoffice-entities';
import { listRequest, READ_NOTE, SITE_LIST_ERRORS, WRITE_NOTE } from './site-lists';

/** The most social accounts a site lists. */
export const MAX_SOCIAL_ACCOUNTS = 50;

/** The kinds of social account a site may list. */
export const SOCIAL_TYPES = [
  'facebook',
  'instagram',
  'telegram',
  'whatsapp',
  'x',
  'youtube',
  'tiktok',
  'line',
  'viber',
  'email',
] as const;

/** One social account of a site (its kind is checked by the platform, as the operator command does). */
export const socialAccountEntry = z.object({
  social_type: safeString()
    .max(50)
    .describe(`One of ${SOCIAL_TYPES.join(', ')}`),
  account_name: safeString().max(1_000).describe('Plain text'),
  url: safeString().max(1_000).describe('An http(s) URL, mailto: or tel:, or a path on the site'),
});

export const siteSocialAccounts = defineCall({
  path: 'backoffice/sites/social_accounts',
  method: 'POST',
  fallback: 'unavailable',
  tag: BACKOFFICE_TAG,
  summary: "Back office: a site's social accounts, in order",
  description: READ_NOTE,
  request: listRequest,
  answer: z.object({ value: z.array(socialAccountEntry) }),
  errors: SITE_LIST_ERRORS,
});

export const siteSetSocialAccounts = defineCall({
  path: 'backoffice/sites/set_social_accounts',
  method: 'POST',
  fallback: 'disconnect',
  tag: BACKOFFICE_TAG,
  summary: "Back office: saves a site's social accounts whole, in order",
  description: WRITE_NOTE,
  request: z.object({ site_id: siteId, value: z.array(socialAccountEntry).max(MAX_SOCIAL_ACCOUNTS) }),
  answer: z.object({ value: z.array(socialAccountEntry).describe("The site's accounts after the change") }),
  errors: [...SITE_LIST_ERRORS, 'invalidSocialAccount'],
});
