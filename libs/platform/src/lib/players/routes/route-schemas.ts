import { z } from 'zod';

/** Payload schemas of the player calls: types and sizes here; the services check meaning (format, rules). */

const field = (max: number) => z.string().max(max);
const optionalField = (max: number) => z.string().max(max).nullish();

/** Site calls name the site by host (else the request's Host is used) and optionally its external_id. */
const siteFields = {
  domain_name: optionalField(253),
  external_id: z.union([z.string().max(64), z.number().int()]).nullish(),
};

const accountId = z.string().min(1).max(64);
const password = z.string().min(1).max(256);

/** A six-digit code; a number is accepted and its leading zeros restored. */
const tac = z
  .union([z.string().max(16), z.number().int().min(0).max(999_999)])
  .transform((value) => (typeof value === 'number' ? String(value).padStart(6, '0') : value.trim()));

export const memberCall = z.object({
  ...siteFields,
  account_id: accountId,
  auth: z.string().min(1).max(256),
});

export const signupBody = z.object({
  ...siteFields,
  account_id: accountId,
  password,
  contact_phone: field(32),
  contact_email: optionalField(254),
  referrer_code: optionalField(200),
  ch: optionalField(200),
  cm: optionalField(200),
  pp: optionalField(200),
  affiliate_code: optionalField(200),
  fbp: optionalField(200),
  appsflyer_id: optionalField(200),
  visitor_id: optionalField(200),
});

export const loginBody = z.object({ ...siteFields, account_id: accountId, password });
export const accountCall = z.object({ ...siteFields, account_id: accountId });
export const tacBody = z.object({ ...siteFields, account_id: accountId, tac });
export const forgotPasswordBody = z.object({
  ...siteFields,
  account_id: accountId,
  contact_phone: field(32),
});
export const resetPasswordBody = z.object({
  ...siteFields,
  account_id: accountId,
  tac,
  new_password: password,
});
export const siteCall = z.object(siteFields);

export const updatePasswordBody = memberCall.extend({ password, new_password: password });
export const profileUpdateBody = memberCall.extend({ full_name: field(200), contact_email: field(254) });
export const favouriteAddBody = memberCall.extend({
  provider_code: z.string().min(1).max(64),
  game_code: z.string().min(1).max(128),
  // Sent by the front end; the catalogue's own name, type and art are stored instead.
  game_name: optionalField(200),
  game_type: optionalField(64),
  img_url: optionalField(2000),
});
export const favouriteRemoveBody = memberCall.extend({
  provider_code: z.string().min(1).max(64),
  game_code: z.string().min(1).max(128),
});
export const claimInboxBody = memberCall.extend({
  inbox_id: z.union([
    z.number().int().positive().max(2_147_483_647),
    z
      .string()
      .regex(/^[1-9]\d{0,9}$/)
      .transform(Number)
      .pipe(z.number().max(2_147_483_647)),
  ]),
});
