import { randomFillSync } from 'node:crypto';

/** Random bytes in a nonce: 128 bits. */
const NONCE_BYTES = 16;
/** Nonces drawn from one call to the generator. */
const BATCH = 256;

const pool = Buffer.alloc(NONCE_BYTES * BATCH);
let next = BATCH;

/**
 * A new CSP nonce: 16 bytes of the system's cryptographic generator, in base64. The bytes are drawn in
 * batches (one randomBytes call per page view cost as much as all of a cached page's headers); every
 * byte serves one nonce only.
 */
export function newNonce(): string {
  if (next === BATCH) {
    randomFillSync(pool);
    next = 0;
  }
  const start = next * NONCE_BYTES;
  next += 1;
  return pool.toString('base64', start, start + NONCE_BYTES);
}
