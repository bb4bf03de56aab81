import { z } from 'zod';
import { defineCall } from '../../define-call';
import { SITE_ERRORS } from '../../shared/error-groups';
import { playerSiteRequest } from '../../shared/site-fields';
import { vipLevel } from './vip-level';

/** The VIP level table of the site, for guests. */
export const vipBeforeLogin = defineCall({
  path: 'auth/vip_before_login',
  method: 'POST',
  fallback: 'unavailable',
  tag: 'vip',
  summary: "The site's VIP levels",
  request: playerSiteRequest,
  answer: z.object({ value: z.array(vipLevel) }),
  errors: SITE_ERRORS,
});
