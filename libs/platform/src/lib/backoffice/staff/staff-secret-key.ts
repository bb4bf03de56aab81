import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { SECRET_KEY_BYTES } from './secret-box';

const HOW_TO_MAKE_ONE = 'make one with `openssl rand -base64 32`';

function decoded(base64: string, where: string): Buffer {
  const key = Buffer.from(base64.trim(), 'base64');
  if (key.length !== SECRET_KEY_BYTES) {
    throw new Error(`${where} must hold ${SECRET_KEY_BYTES} bytes in base64 (${HOW_TO_MAKE_ONE})`);
  }
  return key;
}

/**
 * The key file of a start without STAFF_SECRET_KEY, made on first use. Several servers may start at once
 * on one checkout: the key is written to a file of this process's own and linked into place, which fails
 * for all but the first, so every one of them reads the same complete key.
 */
function keyFromFile(file: string): Buffer {
  try {
    return decoded(fs.readFileSync(file, 'utf8'), file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  fs.writeFileSync(draft, `${randomBytes(SECRET_KEY_BYTES).toString('base64')}\n`, { mode: 0o600 });
  try {
    fs.linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    fs.rmSync(draft, { force: true });
  }
  return decoded(fs.readFileSync(file, 'utf8'), file);
}

/**
 * The key that seals the staff's TOTP secrets: STAFF_SECRET_KEY (base64, 32 bytes), which a production
 * start must set (every server of a deployment needs the same one, kept apart from the database);
 * otherwise the key in STAFF_SECRET_KEY_FILE (default .data/staff-secret.key), made on first start.
 */
export function staffSecretKeyFromEnv(env: NodeJS.ProcessEnv, production: boolean): Buffer {
  const fromEnv = env['STAFF_SECRET_KEY'];
  if (fromEnv) return decoded(fromEnv, 'STAFF_SECRET_KEY');
  if (production) {
    throw new Error(
      'NODE_ENV=production needs STAFF_SECRET_KEY, the key that seals the staff TOTP secrets, the same ' +
        `on every server (${HOW_TO_MAKE_ONE})`,
    );
  }
  return keyFromFile(path.resolve(env['STAFF_SECRET_KEY_FILE'] ?? '.data/staff-secret.key'));
}
