import { legacyHash } from '../testing/legacy-hash';
import {
  currentScryptParams,
  hashPassword,
  needsRehash,
  SCRYPT_PARAMS,
  TEST_SCRYPT_LN,
  setPasswordHashCostForTests,
  verifyAgainstNothing,
  verifyPassword,
} from './password-hasher';

jest.setTimeout(30_000);

describe('password hashing at the production cost', () => {
  it('uses scrypt N = 2^17, r = 8, p = 1 unless a test lowers it', async () => {
    expect(SCRYPT_PARAMS).toEqual({ ln: 17, r: 8, p: 1 });
    expect(currentScryptParams()).toEqual(SCRYPT_PARAMS);
    const stored = await hashPassword('Demo1234!');
    expect(stored).toMatch(/^scrypt\$ln=17,r=8,p=1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{44}$/);
    expect(await verifyPassword('Demo1234!', stored)).toBe(true);
    expect(needsRehash(stored)).toBe(false);
  });

  it('asks to redo a hash made at the former 2^14, and any weaker one', async () => {
    setPasswordHashCostForTests(14);
    const former = await hashPassword('Demo1234!');
    setPasswordHashCostForTests(SCRYPT_PARAMS.ln);
    expect(former).toMatch(/^scrypt\$ln=14,r=8,p=1\$/);
    expect(await verifyPassword('Demo1234!', former)).toBe(true);
    expect(needsRehash(former)).toBe(true);
    expect(needsRehash(legacyHash('Demo1234!'))).toBe(true);
  });

  it('lets only a test run lower the cost, and never below 2^10 or above the default', () => {
    const saved = { NODE_ENV: process.env['NODE_ENV'], JEST_WORKER_ID: process.env['JEST_WORKER_ID'] };
    process.env['NODE_ENV'] = 'production';
    delete process.env['JEST_WORKER_ID'];
    try {
      expect(() => setPasswordHashCostForTests()).toThrow('tests only');
    } finally {
      Object.assign(process.env, saved);
    }
    expect(currentScryptParams()).toEqual(SCRYPT_PARAMS);
    expect(() => setPasswordHashCostForTests(9)).toThrow(RangeError);
    expect(() => setPasswordHashCostForTests(18)).toThrow(RangeError);
    expect(currentScryptParams()).toEqual(SCRYPT_PARAMS);
  });
});

describe('password hashing (at the cost the test platform uses)', () => {
  beforeAll(() => setPasswordHashCostForTests());

  it('stores scrypt with its parameters and a random salt, never the password', async () => {
    const first = await hashPassword('Demo1234!');
    const second = await hashPassword('Demo1234!');
    expect(first).toMatch(
      new RegExp(`^scrypt\\$ln=${TEST_SCRYPT_LN},r=8,p=1\\$[A-Za-z0-9+/=]{24}\\$[A-Za-z0-9+/=]{44}$`),
    );
    expect(first).not.toBe(second);
    expect(first).not.toContain('Demo1234');
  });

  it('verifies the right password and refuses any other', async () => {
    const stored = await hashPassword('Demo1234!');
    expect(await verifyPassword('Demo1234!', stored)).toBe(true);
    expect(await verifyPassword('demo1234!', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
    expect(await verifyAgainstNothing('Demo1234!')).toBe(false);
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
  });
});
