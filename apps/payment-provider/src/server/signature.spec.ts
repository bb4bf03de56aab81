import { checkSignature, signBody } from './signature';

const SECRET = 'demo-psp-secret-0123456789abcdef';
const BODY = '{"reference":"dep_1"}';
const T = 1_700_000_000;
// openssl: printf '%s' '1700000000.{"reference":"dep_1"}' | openssl dgst -sha256 -hmac 'demo-psp-secret-0123456789abcdef'
const KNOWN = 't=1700000000,v1=3eee64261e6a163d3ed5836abcc8db90ad0d3664b514b94addbca09266d05736';

describe('PSP-Signature (docs/payment-protocol.md, Signing)', () => {
  it('is t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<raw body>")>: a known vector', () => {
    expect(signBody(SECRET, BODY, T)).toBe(KNOWN);
    expect(signBody(SECRET, Buffer.from(BODY), T)).toBe(KNOWN);
  });

  it('accepts the exact bytes within 300 s either way', () => {
    expect(checkSignature(SECRET, KNOWN, Buffer.from(BODY), T)).toBe('ok');
    expect(checkSignature(SECRET, KNOWN, BODY, T + 300)).toBe('ok');
    expect(checkSignature(SECRET, KNOWN, BODY, T - 300)).toBe('ok');
  });

  it('calls a matching signature too far from the clock stale', () => {
    expect(checkSignature(SECRET, KNOWN, BODY, T + 301)).toBe('stale_request');
    expect(checkSignature(SECRET, KNOWN, BODY, T - 301)).toBe('stale_request');
  });

  it('refuses other bytes, another secret and malformed headers', () => {
    expect(checkSignature(SECRET, KNOWN, '{"reference": "dep_1"}', T)).toBe('invalid_signature');
    expect(checkSignature('another-secret-0123456789', KNOWN, BODY, T)).toBe('invalid_signature');
    for (const header of [
      undefined,
      '',
      'v1=3eee64261e6a163d3ed5836abcc8db90ad0d3664b514b94addbca09266d05736',
      't=1700000000',
      't=1700000000,v1=abc',
      't=soon,v1=3eee64261e6a163d3ed5836abcc8db90ad0d3664b514b94addbca09266d05736',
      `${KNOWN},t=1700000001`,
    ]) {
      expect(checkSignature(SECRET, header, BODY, T)).toBe('invalid_signature');
    }
  });

  it('accepts a header with several v1 when one matches (a secret being rolled)', () => {
    const other = signBody('old-secret-0123456789abcdef', BODY, T).split(',')[1];
    expect(checkSignature(SECRET, `${KNOWN},${other}`, BODY, T)).toBe('ok');
    expect(checkSignature(SECRET, `t=${T},${other}`, BODY, T)).toBe('invalid_signature');
  });

  it('signs the empty body of a GET', () => {
    expect(checkSignature(SECRET, signBody(SECRET, '', T), Buffer.alloc(0), T)).toBe('ok');
  });
});
