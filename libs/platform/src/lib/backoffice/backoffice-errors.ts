import type { ErrorKey } from '@wl/contract';
import { PlatformError } from '../http/envelope';

/**
 * Failures of the back-office calls: HTTP 200 with the envelope, statusCode 0 and a key of the
 * contract's ERROR_KEYS, as the player calls answer theirs. Nothing was changed by a call that answers one.
 */
const fail = (key: ErrorKey) => new PlatformError(key, 0, 200);

export const staffErrors = {
  /** No staff session, or one that ended (signed out, idle, past its time, revoked, account disabled). */
  signInRequired: () => fail('staffSignInRequired'),
  /** The call is not for the staff member's role. */
  forbidden: () => fail('staffForbidden'),
  /** The call names a site that is not one of the staff member's. */
  siteForbidden: () => fail('staffSiteForbidden'),
  /** A wrong password or code (and an unknown e-mail or a disabled account): one answer for all. */
  invalidCredentials: () => fail('invalidCredentials'),
  /** The sign-in challenge is unknown, used, past its time or out of attempts: sign in again. */
  challengeExpired: () => fail('staffChallengeExpired'),
  exists: () => fail('staffExists'),
  notFound: () => fail('staffNotFound'),
  /** The change would leave no enabled owner. */
  lastOwner: () => fail('staffLastOwner'),
  siteNotFound: () => fail('siteNotFound'),
  /** The member's password was set by someone else: only choosing their own (and signing out) is open. */
  passwordChangeRequired: () => fail('staffPasswordChangeRequired'),
  /** The new password is the current one. */
  passwordUnchanged: () => fail('staffPasswordUnchanged'),
} as const;
