import { legacyHash } from '../testing/legacy-hash';
import { hashPassword, needsRehash, SCRYPT_PARAMS, verifyPassword } from './password-hasher';

describe('password hashing', () => {
  it('stores scrypt with its parameters and a random salt, never the password', async () => {
    const first = await hashPassword('Demo1234!');
    const second = await hashPassword('Demo1234!');
    expect(first).toMatch(/^scrypt\$ln=14,r=8,p=1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(first).not.toBe(second);
    expect(first).not.toContain('Demo1234');
  });

  it('verifies the right password and refuses any other', async () => {
    const stored = await hashPassword('Demo1234!');
    expect(await verifyPassword('Demo1234!', stored)).toBe(true);
    expect(await verifyPassword('demo1234!', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('refuses a malformed stored hash instead of throwing', async () => {
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$ln=99,r=8,p=1$AAAA$AAAA')).toBe(false);
  });

  it('verifies hashes made with older, weaker parameters and asks for a rehash', async () => {
    const weak = legacyHash('Demo1234!');
    expect(await verifyPassword('Demo1234!', weak)).toBe(true);
    expect(needsRehash(weak)).toBe(true);
    expect(needsRehash(await hashPassword('x'))).toBe(false);
    expect(needsRehash('not a hash')).toBe(true);
    expect(SCRYPT_PARAMS).toEqual({ ln: 14, r: 8, p: 1 });
  });
});
