import { z } from 'zod';
import { defineCall } from '../../../define-call';
import { safeString } from '../../../shared/safe-string';
import { BACKOFFICE_TAG, STAFF_ROLE_ERRORS, STAFF_SESSION_NOTE } from '../backoffice-call';
import { siteId } from '../backoffice-entities';
import { siteProvider } from './site-entities';

export const siteProviders = defineCall({
  path: 'backoffice/sites/providers',
  method: 'POST',
  fallback: 'unavailable',
  tag: BACKOFFICE_TAG,
  summary: 'Back office: the providers of the catalogue, each enabled or not for one site, with game counts',
  description: `${STAFF_SESSION_NOTE} Roles: owner, siteManager, viewer; only the staff member's sites.`,
  request: z.object({ site_id: siteId }),
  answer: z.object({ value: z.array(siteProvider) }),
  errors: [...STAFF_ROLE_ERRORS, 'staffSiteForbidden', 'siteNotFound'],
});

export const siteSetProvider = defineCall({
  path: 'backoffice/sites/set_provider',
  method: 'POST',
  fallback: 'disconnect',
  tag: BACKOFFICE_TAG,
  summary: "Back office: enables or disables a provider's games on one site; its lobbies follow at once",
  description:
    `${STAFF_SESSION_NOTE} Roles: owner, siteManager. Enabling offers the provider's games in the ` +
    "categories of the site's lobbies (all of its categories when none of them is one); disabling " +
    'withdraws them from every category.',
  request: z.object({
    site_id: siteId,
    provider_code: safeString().trim().min(1).max(40),
    enabled: z.boolean(),
  }),
  answer: z.object({ provider: siteProvider }),
  errors: [...STAFF_ROLE_ERRORS, 'staffSiteForbidden', 'siteNotFound', 'invalidProvider'],
});
