/**
 * A call the site server did not answer with a platform envelope. The message names the method, the URL
 * and the HTTP status and status text, or `<no response>` when nothing came back.
 */
export class ApiNetworkError extends Error {
  readonly method: string;
  readonly url: string;
  readonly status: number | undefined;
  readonly statusText: string | undefined;

  constructor(
    method: string,
    url: string,
    answer?: { status: number; statusText?: string; problem?: string },
    options?: { cause?: unknown },
  ) {
    const upper = method.toUpperCase();
    const outcome = answer ? `${answer.status} ${answer.statusText ?? ''}`.trim() : '<no response>';
    super(`${upper} ${url}: ${outcome}${answer?.problem ? ` (${answer.problem})` : ''}`, options);
    this.name = 'ApiNetworkError';
    this.method = upper;
    this.url = url;
    this.status = answer?.status;
    this.statusText = answer?.statusText || undefined;
  }
}
