import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The signature both third-party protocols use (docs/wallet-protocol.md, docs/payment-protocol.md):
 * `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`.
 */
export function signBody(secret: string, rawBody: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${rawBody}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

export type SignatureCheck = 'valid' | 'invalid' | 'stale';

/**
 * Checks a signature header against the exact bytes received. The time is part of what is signed, so a
 * captured request cannot be replayed later with a fresh time.
 */
export function checkSignature(
  secret: string,
  rawBody: string,
  header: string | undefined,
  now: Date,
  toleranceSeconds: number,
): SignatureCheck {
  if (!header || secret === '') return 'invalid';
  const parts = new Map(
    header.split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const time = parts.get('t') ?? '';
  const mac = parts.get('v1') ?? '';
  if (!/^\d{1,12}$/.test(time) || !/^[0-9a-f]{64}$/.test(mac)) return 'invalid';
  const expected = createHmac('sha256', secret).update(`${time}.${rawBody}`).digest();
  if (!timingSafeEqual(expected, Buffer.from(mac, 'hex'))) return 'invalid';
  const skew = Math.abs(now.getTime() / 1000 - Number(time));
  return skew > toleranceSeconds ? 'stale' : 'valid';
}
