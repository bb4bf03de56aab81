import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * scrypt with N = 2^17, r = 8, p = 1 (128 MiB per hash), OWASP's current guidance: a few hundred ms of
 * one core per login or sign-up. The parameters are stored with each hash; raising them here rehashes
 * every password at its owner's next login.
 */
export const SCRYPT_PARAMS = { ln: 17, r: 8, p: 1 } as const;
/** The cost the test platform hashes at: tests sign up hundreds of players on two cores. */
export const TEST_SCRYPT_LN = 11;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

export interface ScryptParams {
  ln: number;
  r: number;
  p: number;
}

let current: ScryptParams = SCRYPT_PARAMS;

/** The parameters new hashes are made with: SCRYPT_PARAMS, unless a test lowered them. */
export function currentScryptParams(): ScryptParams {
  return current;
}

/**
 * Hashes at N = 2^ln (TEST_SCRYPT_LN by default) from now on. Only inside a test run (jest sets
 * NODE_ENV=test and JEST_WORKER_ID): anywhere else a lower cost would weaken every stored password.
 */
export function setPasswordHashCostForTests(ln: number = TEST_SCRYPT_LN): void {
  const testRun = process.env['NODE_ENV'] === 'test' || process.env['JEST_WORKER_ID'] !== undefined;
  if (!testRun) throw new Error('the password hash cost may be changed in tests only');
  if (!Number.isInteger(ln) || ln < 10 || ln > SCRYPT_PARAMS.ln) {
    throw new RangeError(`scrypt cost 2^${ln} is outside 2^10..2^${SCRYPT_PARAMS.ln}`);
  }
  current = { ...SCRYPT_PARAMS, ln };
}

function derive(password: string, salt: Buffer, params: ScryptParams, length: number): Promise<Buffer> {
  const N = 2 ** params.ln;
  // scrypt needs 128 * N * r bytes (128 MiB at 2^17); Node refuses anything above maxmem (32 MiB by default).
  const options: ScryptOptions = { N, r: params.r, p: params.p, maxmem: 256 * N * params.r + 1024 * 1024 };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, length, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const params = current;
  const key = await derive(password, salt, params, KEY_LENGTH);
  const { ln, r, p } = params;
  return `scrypt$ln=${ln},r=${r},p=${p}$${salt.toString('base64')}$${key.toString('base64')}`;
}

interface ParsedHash {
  params: ScryptParams;
  salt: Buffer;
  key: Buffer;
}

function parse(stored: string): ParsedHash | undefined {
  const match = /^scrypt\$ln=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(stored);
  if (!match) return undefined;
  const [, ln, r, p, salt, key] = match;
  const params = { ln: Number(ln), r: Number(r), p: Number(p) };
  if (params.ln < 1 || params.ln > 22 || params.r < 1 || params.p < 1) return undefined;
  return { params, salt: Buffer.from(salt ?? '', 'base64'), key: Buffer.from(key ?? '', 'base64') };
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed || parsed.key.length === 0) return false;
  const key = await derive(password, parsed.salt, parsed.params, parsed.key.length);
  return timingSafeEqual(key, parsed.key);
}

/** True when the hash was made with weaker parameters than today's. */
export function needsRehash(stored: string): boolean {
  const parsed = parse(stored);
  if (!parsed) return true;
  const { ln, r, p } = parsed.params;
  return ln < current.ln || r < current.r || p < current.p;
}

/**
 * Spends the time of a real check when there is no account, so timing does not tell who exists: one
 * derivation at today's parameters, as verifying a current hash does.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  await derive(password, randomBytes(SALT_BYTES), current, KEY_LENGTH);
  return false;
}
