import { z } from 'zod';
import { defineCall } from '../../define-call';
import { SITE_ERRORS } from '../../shared/error-groups';
import { siteRequest } from '../../shared/site-fields';

export const partner = z.object({ href: z.string(), img_url: z.string(), partner_name: z.string() });

export const partners = defineCall({
  path: 'settings/partners',
  method: 'POST',
  fallback: 'unavailable',
  tag: 'site',
  summary: "The site's partners (link, logo, name)",
  request: siteRequest,
  answer: z.object({ partners: z.array(partner) }),
  errors: SITE_ERRORS,
});
