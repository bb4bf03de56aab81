/**
 * Provably fair results, as docs/fairness.md describes them: the server commits to a seed by showing its
 * SHA-256, and each result is read from HMAC-SHA256(key = server seed, message = `${clientSeed}:${nonce}:0`).
 * Pure and runtime-neutral: the platform passes Node's HMAC, the browser's verify view Web Crypto's.
 */
export type HmacSha256 = (key: string, message: string) => Promise<Uint8Array>;

/** The message a result's HMAC is taken of (cursor 0: every game here needs one number). */
export function fairMessage(clientSeed: string, nonce: number): string {
  return `${clientSeed}:${nonce}:0`;
}

/** A number in [0, 1) from the first four bytes, each a base-256 digit after the point. */
export function floatOfBytes(bytes: Uint8Array): number {
  if (bytes.length < 4) throw new Error('a result needs at least four bytes');
  let value = 0;
  for (let i = 0; i < 4; i += 1) value += (bytes[i] ?? 0) / 256 ** (i + 1);
  return value;
}

/** The result's number in [0, 1) for the seeds and nonce. */
export async function fairFloat(
  hmac: HmacSha256,
  serverSeed: string,
  clientSeed: string,
  nonce: number,
): Promise<number> {
  return floatOfBytes(await hmac(serverSeed, fairMessage(clientSeed, nonce)));
}
