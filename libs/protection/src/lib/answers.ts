import type { Envelope } from '@wl/api';
import { SESSION_EXPIRED_MESSAGES } from '@wl/core';

/** The `errors` key of a failed answer ('unknownError' when it carries none). */
export const failureKey = (answer: Envelope): string => answer.message || 'unknownError';

/**
 * A refusal the screens show in place, beside what it is about (a limit refused, an exclusion that
 * cannot be shortened); only an answer that ends the session goes to the global handler (its toast, the
 * logout and the login).
 */
export const shownInPlace = (answer: Envelope): boolean => !SESSION_EXPIRED_MESSAGES.includes(answer.message);
