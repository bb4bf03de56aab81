import { createHmac } from 'node:crypto';

/**
 * The `X-Signature` header of a wallet call (docs/wallet-protocol.md):
 * `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>`. The body signed must be the exact
 * string sent, so callers serialise once and send that string.
 */
export function signWalletBody(secret: string, rawBody: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${rawBody}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}
