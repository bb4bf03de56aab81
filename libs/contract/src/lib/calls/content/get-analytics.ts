import { z } from 'zod';
import { defineCall } from '../../define-call';
import { SITE_ERRORS } from '../../shared/error-groups';
import { siteRequest } from '../../shared/site-fields';

/** An operator's analytics snippet: HEAD ones go into the head, BODY ones into the body as noscript. */
export const trackingScript = z.object({ section: z.enum(['HEAD', 'BODY']), script: z.string() });

export const getAnalytics = defineCall({
  path: 'settings/get_analytics',
  method: 'POST',
  fallback: 'unavailable',
  tag: 'site',
  summary: 'Tracking scripts: HEAD ones go into the head, BODY ones into a noscript in the body',
  request: siteRequest,
  answer: z.object({ value: z.array(trackingScript) }),
  errors: SITE_ERRORS,
});
