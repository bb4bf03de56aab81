/** HTTP statuses worth one more try: the request may succeed unchanged a moment later. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([408, 409, 425, 429, 500, 502, 503, 504]);

/** How many times a GET is sent again after a retryable status; other methods are never repeated. */
export const GET_RETRIES = 1;

/**
 * The spec's retry rule, shared by the browser client and the site server's proxy: a GET answered with a
 * retryable status is sent once more; POST, PUT, PATCH and DELETE never are, since the platform may
 * already have acted on them. `attempt` counts the sends so far (1 after the first answer); `status` is
 * undefined when no answer came back, which is not retried either.
 */
export function shouldRetry(method: string, status: number | undefined, attempt: number): boolean {
  return (
    method.toUpperCase() === 'GET' &&
    status !== undefined &&
    RETRYABLE_STATUSES.has(status) &&
    attempt <= GET_RETRIES
  );
}
