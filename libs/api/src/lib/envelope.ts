/** Every platform answer: statusCode 1 is success; anything else carries a message key. */
export interface Envelope {
  statusCode: number;
  message: string;
  /** Why a call failed, for the log: the network error text of a fallback, or the platform's detail. */
  details?: string;
}

export const STATUS_OK = 1;

export function isSuccess(envelope: Envelope): boolean {
  return envelope.statusCode === STATUS_OK;
}

/** True when a decoded body is a platform answer rather than a proxy's error page or an empty body. */
export function isEnvelope(body: unknown): body is Envelope {
  if (typeof body !== 'object' || body === null) return false;
  const { statusCode, message } = body as Record<string, unknown>;
  return typeof statusCode === 'number' && typeof message === 'string';
}
