import { z } from 'zod';
import { defineCall } from '../../define-call';
import { SITE_ERRORS } from '../../shared/error-groups';
import { accountId, optionalText, password, text } from '../../shared/member-fields';
import { playerSiteFields } from '../../shared/site-fields';
import { loginAnswer } from './login-answer';

/** Creates the account and signs it in: answers like a login (a new session). */
export const signup = defineCall({
  path: 'auth/signup',
  method: 'POST',
  fallback: 'signIn',
  tag: 'auth',
  summary: 'Create an account on this site and log in (answers like /auth/login)',
  request: z.object({
    ...playerSiteFields,
    account_id: accountId,
    password,
    contact_phone: text(32),
    contact_email: optionalText(254),
    referrer_code: optionalText(200),
    // Campaign channel, medium and placement of the visit that led to the sign-up.
    ch: optionalText(200),
    cm: optionalText(200),
    pp: optionalText(200),
    affiliate_code: optionalText(200),
    // Facebook browser id (_fbp cookie), AppsFlyer id and the visitor fingerprint, for attribution.
    fbp: optionalText(200),
    appsflyer_id: optionalText(200),
    visitor_id: optionalText(200),
  }),
  answer: loginAnswer,
  errors: [
    ...SITE_ERRORS,
    'accountExists',
    'invalidAccountId',
    'invalidPhone',
    'phoneInUse',
    'invalidEmail',
    'weakPassword',
  ],
});
