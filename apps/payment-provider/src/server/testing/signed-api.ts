import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * Signs API requests the way a merchant does (docs/payment-protocol.md, Signing), with its own HMAC so
 * the specs do not lean on the code they test, and sends them through app.inject.
 */
export function signFor(secret: string, rawBody: string, unixSeconds = Math.floor(Date.now() / 1_000)) {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${rawBody}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

export interface SignedOptions {
  merchant: string;
  secret: string;
  /** Override the signature header (or leave it out with null). */
  signature?: string | null;
  /** The time to sign at (unix seconds). */
  t?: number;
}

export function signedApi(app: () => FastifyInstance, defaults: SignedOptions) {
  async function call<T = Record<string, unknown>>(
    method: 'GET' | 'POST',
    url: string,
    body?: unknown,
    options: Partial<SignedOptions> = {},
  ) {
    const { merchant, secret, signature, t } = { ...defaults, ...options };
    const raw = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
    const headers: Record<string, string> = { 'psp-merchant': merchant };
    if (signature !== null) headers['psp-signature'] = signature ?? signFor(secret, raw, t);
    if (method === 'POST') headers['content-type'] = 'application/json';
    const response = await app().inject({
      method,
      url,
      headers,
      ...(method === 'POST' ? { payload: raw } : {}),
    });
    return { status: response.statusCode, body: response.json<T>() };
  }
  return {
    get: <T = Record<string, unknown>>(url: string, options?: Partial<SignedOptions>) =>
      call<T>('GET', url, undefined, options),
    post: <T = Record<string, unknown>>(url: string, body: unknown, options?: Partial<SignedOptions>) =>
      call<T>('POST', url, body, options),
  };
}
