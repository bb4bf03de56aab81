import { buffer } from 'node:stream/consumers';
import { gunzipSync } from 'node:zlib';
import { PageCache } from './page-cache';
import { acceptsGzip } from './gzip-page';

/** A page long enough for back-references, with marks in the middle of repeated text and at both ends. */
function pageWithMarks(mark: string): string {
  const repeated = '<li class="game">Sweet Bonanza · “1000×”</li>'.repeat(400);
  return `${mark}<style nonce="${mark}">:root{}</style>${repeated}<script nonce="${mark}">${repeated}</script>${mark}`;
}

describe('a cached page in gzip', () => {
  it('unzips to the page with this response’s nonce, for any nonce', async () => {
    const cache = new PageCache();
    const page = cache.prepare(pageWithMarks(cache.nonceMark));
    for (const nonce of ['n1', 'aGVsbG8gd29ybGQhIQ==', 'x'.repeat(300)]) {
      const body = PageCache.withNonce(page, nonce, 'gzip');
      const bytes = await buffer(body);
      expect(body.contentEncoding).toBe('gzip');
      expect(bytes.length).toBe(body.byteLength);
      expect(gunzipSync(bytes).toString('utf8')).toBe(pageWithMarks(nonce));
    }
  });

  it('is much smaller than the page, and a page without a nonce unzips too', async () => {
    const cache = new PageCache();
    const text = pageWithMarks(cache.nonceMark);
    const page = cache.prepare(text);
    expect(PageCache.withNonce(page, 'n1', 'gzip').byteLength).toBeLessThan(Buffer.byteLength(text) / 10);
    const plain = cache.prepare('<p>no nonce here</p>');
    expect(gunzipSync(await buffer(PageCache.withNonce(plain, 'n1', 'gzip'))).toString()).toBe(
      '<p>no nonce here</p>',
    );
  });

  it('is not what a response gets that did not ask for it', async () => {
    const cache = new PageCache();
    const body = PageCache.withNonce(cache.prepare(`<p nonce="${cache.nonceMark}"></p>`), 'n1');
    expect(body.contentEncoding).toBeUndefined();
    expect((await buffer(body)).toString()).toBe('<p nonce="n1"></p>');
  });
});

describe('whether a request takes gzip', () => {
  it('reads Accept-Encoding as @fastify/compress would', () => {
    expect(acceptsGzip({ 'accept-encoding': 'gzip, deflate, br, zstd' })).toBe(true);
    expect(acceptsGzip({ 'accept-encoding': 'br;q=1, GZIP;q=0.5' })).toBe(true);
    expect(acceptsGzip({ 'accept-encoding': 'x-gzip' })).toBe(true);
    expect(acceptsGzip({ 'accept-encoding': '*' })).toBe(true);
    expect(acceptsGzip({ 'accept-encoding': 'gzip;q=0, *' })).toBe(false);
    expect(acceptsGzip({ 'accept-encoding': 'br' })).toBe(false);
    expect(acceptsGzip({ 'accept-encoding': 'identity' })).toBe(false);
    expect(acceptsGzip({})).toBe(false);
    expect(acceptsGzip({ 'accept-encoding': 'gzip', 'x-no-compression': '1' })).toBe(false);
  });
});
