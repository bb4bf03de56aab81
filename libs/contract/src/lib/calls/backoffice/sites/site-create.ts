import { z } from 'zod';
import { defineCall } from '../../../define-call';
import { safeString } from '../../../shared/safe-string';
import { BACKOFFICE_TAG, STAFF_ROLE_ERRORS, STAFF_SESSION_NOTE } from '../backoffice-call';
import { backofficeSite } from '../backoffice-entities';

const languageCode = safeString()
  .trim()
  .regex(/^[A-Z]{2,4}$/)
  .describe('A language code of the catalogue (EN, PHP, CN, ...)');

/** Checked by the platform against the site settings' rules (invalidSiteLogo). */
const logoUrl = safeString().trim().max(2000).describe('A path starting with / or an http(s) URL');

export const siteCreate = defineCall({
  path: 'backoffice/sites/create',
  method: 'POST',
  fallback: 'disconnect',
  tag: BACKOFFICE_TAG,
  summary: 'Back office (owner): a new site from a template, with its starter catalogue and content',
  description:
    `${STAFF_SESSION_NOTE} Makes the site live at once: its hosts, theme and colour, currency and ` +
    'languages, the starter providers and games of its template family, menus, slides, CMS pages and SEO ' +
    'records in its languages, all in one transaction. A key or host already in use changes nothing. ' +
    'Logos left out (or empty) are the generated one.',
  request: z
    .object({
      key: safeString().trim().min(1).max(40).describe('Lower-case letters, digits and -'),
      name: safeString().trim().min(1).max(100),
      hosts: z.array(safeString().trim().min(1).max(253)).min(1).max(20),
      template: safeString().trim().min(1).max(40).describe('The theme code (casino1, slot3, ...)'),
      color: safeString().trim().min(1).max(40).describe("One of the template's five colour codes"),
      currency: safeString().trim().length(3).describe('ISO 4217 code in capitals'),
      languages: z.array(languageCode).min(1).max(13),
      default_language: languageCode,
      logo1: logoUrl.optional().describe("The header logo; left out or '': the generated logo"),
      logo2: logoUrl.optional(),
      logo3: logoUrl.optional(),
    })
    .refine((body) => body.languages.includes(body.default_language), {
      error: 'default_language must be one of languages',
      path: ['default_language'],
    }),
  answer: z.object({ site: backofficeSite }),
  errors: [
    ...STAFF_ROLE_ERRORS,
    'siteKeyInUse',
    'hostInUse',
    'siteConflict',
    'invalidSiteKey',
    'invalidSiteName',
    'invalidHost',
    'invalidCurrency',
    'invalidThemeCode',
    'invalidThemeColor',
    'invalidSiteSettings',
    'invalidSiteLogo',
  ],
});
