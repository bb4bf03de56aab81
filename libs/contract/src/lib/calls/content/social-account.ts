import { z } from 'zod';
import { defineCall } from '../../define-call';
import { SITE_ERRORS } from '../../shared/error-groups';
import { siteRequest } from '../../shared/site-fields';

/** A social or messenger account of the site (Facebook page, Telegram channel, ...). */
export const socialAccountItem = z.object({
  social_type: z.string(),
  account_name: z.string(),
  url: z.string(),
});

export const socialAccount = defineCall({
  path: 'settings/social_account',
  method: 'POST',
  fallback: 'disconnect',
  tag: 'site',
  summary: "The site's social accounts",
  request: siteRequest,
  answer: z.object({ accountList: z.array(socialAccountItem) }),
  errors: SITE_ERRORS,
});
