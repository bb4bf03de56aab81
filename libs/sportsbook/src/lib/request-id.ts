/**
 * A bet's request id (8 to 64 of A-Z a-z 0-9 _ -): new for every bet, kept for a retry of that bet, so a
 * bet the platform took but whose answer was lost is answered again rather than placed twice. A UUID where
 * the browser makes one (secure pages), else 32 random hex digits.
 */
export function newRequestId(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  if (typeof crypto?.getRandomValues === 'function') crypto.getRandomValues(bytes);
  else for (let i = 0; i < bytes.length; i++) bytes[i] = Math.floor(Math.random() * 256);
  return [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}
