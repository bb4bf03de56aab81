import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/** The AES-256-GCM key length in bytes. */
export const SECRET_KEY_BYTES = 32;

const VERSION = 'v1';
/** How every sealed value starts (what a database query can tell sealed rows by). */
export const SEALED_PREFIX = `${VERSION}.`;
const IV_BYTES = 12;

/** A stored secret that this key cannot open: sealed with another key, or altered. */
export class SealedWithAnotherKey extends Error {
  constructor() {
    super(
      'A staff TOTP secret was sealed with another key or altered: check STAFF_SECRET_KEY (or its key ' +
        "file); the operator command can reset the member's second factor",
    );
  }
}

/**
 * Seals the staff members' TOTP secrets before they reach the database (AES-256-GCM, a fresh IV each
 * time), so a copy of the database alone does not give away anyone's second factor. A sealed value is
 * `v1.<iv>.<tag>.<ciphertext>` in base64url; a value without the prefix was stored before secrets were
 * sealed and opens as itself (the platform seals those at start).
 */
export class SecretBox {
  constructor(private readonly key: Buffer) {
    if (key.length !== SECRET_KEY_BYTES) {
      throw new Error(`The staff secret key must be ${SECRET_KEY_BYTES} bytes, not ${key.length}`);
    }
  }

  static isSealed(stored: string): boolean {
    return stored.startsWith(SEALED_PREFIX);
  }

  seal(plain: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv, cipher.getAuthTag(), sealed]
      .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
      .join('.');
  }

  open(stored: string): string {
    if (!SecretBox.isSealed(stored)) return stored;
    const [, iv, tag, sealed] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
    if (!iv || !tag || !sealed || iv.length !== IV_BYTES) throw new SealedWithAnotherKey();
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, iv);
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
    } catch {
      throw new SealedWithAnotherKey();
    }
  }
}
