import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ApiError } from './api-views';
import type { Merchant } from './psp-types';
import { checkSignature } from './signature';

/** Who signed each API request, once its signature has been checked. */
const signedBy = new WeakMap<FastifyRequest, Merchant>();

/** The merchant a checked request came from (the API's handlers run only after the check). */
export function merchantOf(request: FastifyRequest): Merchant {
  const merchant = signedBy.get(request);
  if (!merchant) throw new Error('merchantOf: the request was not checked');
  return merchant;
}

/**
 * The API's preHandler: `PSP-Merchant` names the merchant, `PSP-Signature` must sign the exact bytes of
 * the body received (the empty body for a GET) with its secret, within 300 s of this clock. Otherwise
 * 401 and nothing happens. An unknown merchant gets the same answer as a wrong signature.
 */
export function signatureCheck(merchantFor: (id: string) => Merchant | undefined, now: () => number) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const header = request.headers['psp-merchant'];
    const merchant = typeof header === 'string' ? merchantFor(header) : undefined;
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    const signature = request.headers['psp-signature'];
    const check = merchant
      ? checkSignature(
          merchant.secret,
          typeof signature === 'string' ? signature : undefined,
          raw,
          Math.floor(now() / 1_000),
        )
      : 'invalid_signature';
    if (check === 'ok' && merchant) {
      signedBy.set(request, merchant);
      return;
    }
    const answer: ApiError =
      check === 'stale_request'
        ? { error: 'stale_request', message: 'PSP-Signature is more than 300 seconds from the PSP’s clock.' }
        : {
            error: 'invalid_signature',
            message: 'PSP-Merchant and PSP-Signature do not sign this request.',
          };
    return reply.code(401).send(answer);
  };
}
