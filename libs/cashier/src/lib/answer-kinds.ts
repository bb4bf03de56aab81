import type { Envelope } from '@wl/api';
import { SESSION_EXPIRED_MESSAGES } from '@wl/core';

/** The `errors` key of a failed answer ('unknownError' when it carries none). */
export const failureKey = (answer: Envelope): string => answer.message || 'unknownError';

/**
 * The answer did not say whether the platform acted: the connection or the platform failed on the way
 * (a client fallback, a 5xx). The same request is then sent again with the same request_id.
 */
export const isUncertain = (answer: Envelope): boolean =>
  (answer.statusCode === 0 && answer.message === 'disconnect') || answer.statusCode <= -500;

/**
 * A failure the cashier's forms show in place, beside the field or above the button; only an answer
 * that ends the session goes to the global handler (its toast, the logout and the login).
 */
export const shownInPlace = (answer: Envelope): boolean => !SESSION_EXPIRED_MESSAGES.includes(answer.message);
