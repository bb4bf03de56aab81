import { z } from 'zod';
import { defineCall } from '../../define-call';
import { SITE_ERRORS } from '../../shared/error-groups';
import { safeString } from '../../shared/safe-string';
import { siteRequest } from '../../shared/site-fields';

/** Attribution of a visit that came from an ad: the Facebook browser id and/or the AppsFlyer id. */
export const adsVisit = defineCall({
  path: 'settings/adsvisit',
  method: 'POST',
  fallback: 'unavailable',
  tag: 'site',
  summary: 'Records an advertising visit (fbp and/or appsflyer_id; at least one of them)',
  request: siteRequest.extend({
    fbp: safeString().trim().max(255).default(''),
    appsflyer_id: safeString().trim().max(255).default(''),
  }),
  answer: z.object({}),
  errors: SITE_ERRORS,
});
