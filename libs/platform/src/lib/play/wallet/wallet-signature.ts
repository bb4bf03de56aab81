import { WALLET_SIGNATURE_TOLERANCE_SECONDS } from '@wl/contract';
import { checkSignature, signBody, type SignatureCheck } from '../../http/hmac-signature';

export type { SignatureCheck };

/** `t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>` (docs/wallet-protocol.md). */
export const signWalletBody = signBody;

/** A provider's wallet call signature, within the protocol's tolerance. */
export function checkWalletSignature(
  secret: string,
  rawBody: string,
  header: string | undefined,
  now: Date,
): SignatureCheck {
  return checkSignature(secret, rawBody, header, now, WALLET_SIGNATURE_TOLERANCE_SECONDS);
}
