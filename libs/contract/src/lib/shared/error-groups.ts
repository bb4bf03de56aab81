import type { ErrorKey } from '../errors/all-error-keys';

/** Any call: a malformed payload, throttling, a failure of the platform itself. */
export const ANY_CALL_ERRORS = [
  'invalidRequest',
  'tooManyRequests',
  'internalServerError',
] as const satisfies readonly ErrorKey[];

/** A site call whose site cannot serve (unknown host, switched off, expired, in maintenance). */
export const SITE_ERRORS = [
  ...ANY_CALL_ERRORS,
  'siteNotFound',
  'siteDisabled',
  'siteExpired',
  'underMaintenance',
] as const satisfies readonly ErrorKey[];

/** A member call: the session is gone, or the operator blocked or closed the account. */
export const MEMBER_ERRORS = [
  ...SITE_ERRORS,
  'sessionExpired',
  'BLOCK',
  'CLOSE',
] as const satisfies readonly ErrorKey[];

/** An account that may not sign in now. */
export const ACCOUNT_STATE_ERRORS = [
  'accountBlocked',
  'accountClosed',
] as const satisfies readonly ErrorKey[];

/** A player on a time-out or self-exclusion: no sign-in, deposit or play until it ends (`until`). */
export const EXCLUSION_ERRORS = ['timedOut', 'selfExcluded'] as const satisfies readonly ErrorKey[];

/** A one-time code that does not sign or verify. */
export const CODE_ERRORS = [
  'tacExpired',
  'tacInvalid',
  'tacAttemptsExceeded',
] as const satisfies readonly ErrorKey[];
