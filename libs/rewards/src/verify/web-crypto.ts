import type { HmacSha256 } from '@wl/fairness';

/*
 * The browser's own cryptography (Web Crypto), so a player checks a round with nothing of the site's
 * code between the seeds and the result but @wl/fairness's reading of the bytes. Kept here rather than
 * in @wl/fairness, which is runtime-neutral (the platform passes Node's HMAC).
 */

const utf8 = (text: string) => new TextEncoder().encode(text);

const hex = (bytes: ArrayBuffer): string =>
  Array.from(new Uint8Array(bytes), (byte) => byte.toString(16).padStart(2, '0')).join('');

/** Web Crypto's SubtleCrypto: the page's, or one a test hands over (jsdom has none). */
export type Subtle = Pick<SubtleCrypto, 'importKey' | 'sign' | 'digest'>;

const pageSubtle = (): Subtle => {
  const subtle = globalThis.crypto?.subtle;
  // Only in a secure context (https or localhost): the verify view says so rather than failing silently.
  if (!subtle) throw new Error('Web Crypto is not available on this page');
  return subtle;
};

/** HMAC-SHA256 keyed with the server seed string as UTF-8, of the message as UTF-8. */
export function webCryptoHmac(subtle: () => Subtle = pageSubtle): HmacSha256 {
  return async (key, message) => {
    const crypto = subtle();
    const hmacKey = await crypto.importKey('raw', utf8(key), { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
    ]);
    return new Uint8Array(await crypto.sign('HMAC', hmacKey, utf8(message)));
  };
}

/** Hex SHA-256 of a text's UTF-8 bytes: what a server seed's published hash commits to. */
export function webCryptoSha256(subtle: () => Subtle = pageSubtle): (text: string) => Promise<string> {
  return async (text) => hex(await subtle().digest('SHA-256', utf8(text)));
}
