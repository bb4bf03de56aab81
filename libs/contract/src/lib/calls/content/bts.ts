import { z } from 'zod';
import { defineCall } from '../../define-call';
import { SITE_ERRORS } from '../../shared/error-groups';
import { siteRequest } from '../../shared/site-fields';

/** A footer badge: a licence, the age mark, a responsible gaming body. */
export const badge = z.object({ name: z.string(), img_url: z.string(), href: z.string() });

export const bts = defineCall({
  path: 'settings/bts',
  method: 'POST',
  fallback: 'unavailable',
  tag: 'site',
  summary: "The site's footer badges (licences, 18+, responsible gaming)",
  request: siteRequest,
  answer: z.object({ value: z.array(badge) }),
  errors: SITE_ERRORS,
});
