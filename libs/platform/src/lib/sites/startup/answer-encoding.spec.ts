import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { acceptedEncoding, encodedAnswer } from './answer-encoding';

describe('acceptedEncoding', () => {
  it.each([
    [undefined, undefined],
    ['', undefined],
    ['identity', undefined],
    ['deflate', undefined],
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['GZIP', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['br;q=0, gzip;q=0', undefined],
    ['*', 'br'],
    ['*;q=0', undefined],
    ['br;q=0, *', 'gzip'],
    ['gzip;q=abc', undefined],
  ])('answers %p with %p', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});

describe('encodedAnswer', () => {
  it('compresses once per bytes object, and the bytes decompress to the answer', () => {
    const json = Buffer.from(JSON.stringify({ statusCode: 1, message: 'OK', text: 'x'.repeat(4000) }));
    const br = encodedAnswer(json, 'br');
    const gzip = encodedAnswer(json, 'gzip');
    expect(br.length).toBeLessThan(json.length);
    expect(brotliDecompressSync(br)).toEqual(json);
    expect(gunzipSync(gzip)).toEqual(json);
    expect(encodedAnswer(json, 'br')).toBe(br);
    expect(encodedAnswer(json, 'gzip')).toBe(gzip);
  });
});
