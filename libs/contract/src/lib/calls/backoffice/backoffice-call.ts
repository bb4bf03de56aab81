import type { ErrorKey } from '../../errors/all-error-keys';
import { ANY_CALL_ERRORS } from '../../shared/error-groups';

/**
 * The API reference's group of the back office: staff calls under /api/backoffice/, apart from the
 * players' calls. They are authorised by the staff session cookie alone: a player's session token opens
 * none of them, and the staff cookie opens no player call.
 */
export const BACKOFFICE_TAG = 'backoffice';

/** The path prefix of every back-office call. */
export const BACKOFFICE_PREFIX = 'backoffice/';

export const STAFF_SESSION_NOTE =
  'Back-office call: needs the staff session cookie (set by verify_totp or confirm_enrolment).';

/** The calls open to a member who must still choose their own password: me, sign_out, change_password. */
export const STAFF_OPEN_ERRORS = [
  ...ANY_CALL_ERRORS,
  'staffSignInRequired',
] as const satisfies readonly ErrorKey[];

/** A staff call any signed-in staff member may make (once they have chosen their own password). */
export const STAFF_ERRORS = [
  ...STAFF_OPEN_ERRORS,
  'staffPasswordChangeRequired',
] as const satisfies readonly ErrorKey[];

/** A staff call of some roles only (owner-only calls). */
export const STAFF_ROLE_ERRORS = [...STAFF_ERRORS, 'staffForbidden'] as const satisfies readonly ErrorKey[];

/** A staff call that names a site: it must be one of the staff member's sites. */
export const STAFF_SITE_ERRORS = [
  ...STAFF_ERRORS,
  'staffSiteForbidden',
] as const satisfies readonly ErrorKey[];

/** The second sign-in step: a wrong or replayed code, or a challenge that expired or was used up. */
export const STAFF_CODE_ERRORS = [
  ...ANY_CALL_ERRORS,
  'invalidCredentials',
  'staffChallengeExpired',
] as const satisfies readonly ErrorKey[];
