import { z } from 'zod';
import { defineCall } from '../../define-call';
import { SITE_ERRORS } from '../../shared/error-groups';
import { siteRequest } from '../../shared/site-fields';

/** The site's referral setting: a setting_value of 0 hides the referral feature. */
export const referralSetting = z.object({
  setting_name: z.literal('referral'),
  setting_value: z.union([z.literal(0), z.literal(1)]),
});

export const referral = defineCall({
  path: 'home/referral',
  method: 'POST',
  fallback: 'unavailable',
  tag: 'site',
  summary: 'The referral setting: setting_value of the first item is 1 to show referral, 0 to hide it',
  request: siteRequest,
  answer: z.object({ value: z.array(referralSetting) }),
  errors: SITE_ERRORS,
});
