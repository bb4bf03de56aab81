import { createHmac, timingSafeEqual } from 'node:crypto';

/** How far a signature's `t` may be from this clock, either way (docs/payment-protocol.md, Signing). */
export const SIGNATURE_TOLERANCE_S = 300;

function mac(secret: string, unixSeconds: number, rawBody: Buffer | string): Buffer {
  return createHmac('sha256', secret).update(`${unixSeconds}.`).update(rawBody).digest();
}

/**
 * The `PSP-Signature` header: `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`. The
 * body signed must be the exact bytes sent, so callers serialise once and send that string.
 */
export function signBody(secret: string, rawBody: Buffer | string, unixSeconds: number): string {
  return `t=${unixSeconds},v1=${mac(secret, unixSeconds, rawBody).toString('hex')}`;
}

export type SignatureCheck = 'ok' | 'invalid_signature' | 'stale_request';

/**
 * Checks a `PSP-Signature` header against the exact bytes received. Several `v1` entries are allowed
 * (one of them must match), as a sender rolling its secret may send both. A header that does not parse,
 * or no matching MAC, is `invalid_signature`; a matching one whose `t` is too far from `nowSeconds` is
 * `stale_request`.
 */
export function checkSignature(
  secret: string,
  header: string | undefined,
  rawBody: Buffer | string,
  nowSeconds: number,
): SignatureCheck {
  if (!header || header.length > 1024) return 'invalid_signature';
  let t: number | undefined;
  const candidates: Buffer[] = [];
  for (const part of header.split(',')) {
    const [key, value, ...rest] = part.trim().split('=');
    if (rest.length > 0 || value === undefined) return 'invalid_signature';
    if (key === 't') {
      if (t !== undefined || !/^\d{1,12}$/.test(value)) return 'invalid_signature';
      t = Number(value);
    } else if (key === 'v1') {
      if (!/^[0-9a-f]{64}$/i.test(value)) return 'invalid_signature';
      candidates.push(Buffer.from(value, 'hex'));
    }
    // Other keys (a future v2) are ignored, as a receiver should.
  }
  if (t === undefined || candidates.length === 0) return 'invalid_signature';
  const expected = mac(secret, t, rawBody);
  // Every candidate is compared, in constant time, so the time taken says nothing about which one matched.
  let matched = false;
  for (const candidate of candidates) matched = timingSafeEqual(candidate, expected) || matched;
  if (!matched) return 'invalid_signature';
  return Math.abs(nowSeconds - t) > SIGNATURE_TOLERANCE_S ? 'stale_request' : 'ok';
}
