import { randomBytes, scryptSync } from 'node:crypto';

/** A password hash as an older release with N = 2^10 would have stored it. */
export function legacyHash(password: string): string {
  const salt = randomBytes(16);
  const key = scryptSync(password, salt, 32, { N: 2 ** 10, r: 8, p: 1 });
  return `scrypt$ln=10,r=8,p=1$${salt.toString('base64')}$${key.toString('base64')}`;
}
