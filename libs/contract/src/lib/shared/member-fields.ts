import { z } from 'zod';
import { safeString } from './safe-string';
import { playerSiteFields } from './site-fields';

/** Payload fields of the player calls: types and sizes here; the platform checks meaning (format, rules). */
export const text = (max: number) => safeString().max(max);
export const optionalText = (max: number) => safeString().max(max).nullish();

export const accountId = safeString().min(1).max(64);
export const password = safeString().min(1).max(256);

/** A six-digit code; a number is accepted and its leading zeros restored. */
export const tac = z
  .union([safeString().max(16), z.number().int().min(0).max(999_999)])
  .transform((value) => (typeof value === 'number' ? String(value).padStart(6, '0') : value.trim()));

/** A call of a signed-in player: `auth` is the session token the login answer gave. */
export const memberRequest = z.object({
  ...playerSiteFields,
  account_id: accountId,
  auth: safeString().min(1).max(256),
});

/** A guest's call about one account (the code requests). */
export const accountRequest = z.object({ ...playerSiteFields, account_id: accountId });
