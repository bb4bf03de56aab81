import type { Envelope } from '@wl/api';
import { SESSION_EXPIRED_MESSAGES, isRetryable } from '@wl/core';

/** The `errors` key of a failed answer ('unknownError' when it carries none). */
export const failureKey = (answer: Envelope): string => answer.message || 'unknownError';

/**
 * A refusal the rewards screens show in place, beside what it is about (a spin refused, a claim too
 * early); only an answer that ends the session goes to the global handler (its toast, the logout).
 */
export const shownInPlace = (answer: Envelope): boolean => !SESSION_EXPIRED_MESSAGES.includes(answer.message);

/** The site does not offer rewards (its startup's gamify_status is false): every rewards call says so. */
export const UNAVAILABLE = 'rewardsUnavailable';

/**
 * A round whose answer never came (the connection dropped, the service was away): it may have been
 * played, so it is asked again with the same request id, which answers the first round and plays none.
 */
export const unanswered = (answer: Envelope): boolean => isRetryable(answer);
