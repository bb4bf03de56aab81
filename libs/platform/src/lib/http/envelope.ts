import type { ErrorKey } from '@wl/contract';

/** Every answer of the platform: statusCode 1 is success; anything else carries a message key. */
export interface EnvelopeBody {
  statusCode: number;
  message: string;
}

export function ok<T extends object>(fields: T = {} as T): EnvelopeBody & T {
  return { statusCode: 1, message: 'OK', ...fields };
}

/**
 * A failure the player or operator caused (bad credentials, expired session, insufficient funds, ...).
 * The message is a key of the contract's ERROR_KEYS, which the front end translates; nothing was changed.
 */
export class PlatformError extends Error {
  constructor(
    readonly messageKey: ErrorKey,
    readonly statusCode = 0,
    readonly httpStatus = 200,
    readonly fields: Record<string, unknown> = {},
  ) {
    super(messageKey);
    this.name = 'PlatformError';
  }
}

/** The spec's session-expired answer: the front end logs the player out and sends them to log in. */
export const sessionExpired = () => new PlatformError('sessionExpired', 0);
export const invalidRequest = (details?: string) =>
  new PlatformError('invalidRequest', -400, 400, details ? { details } : {});
export const tooManyRequests = (retryAfterSeconds: number) =>
  new PlatformError('tooManyRequests', -429, 429, { retry_after: retryAfterSeconds });
