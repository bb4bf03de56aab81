import { PageCache } from './page-cache';

describe('the page cache', () => {
  it('keeps one page per host, URL, device class and member hint', () => {
    const key = (cookie?: string) => PageCache.keyOf('casino1.localhost', '/slots?page=2', cookie);
    expect(key()).toBe(key('i18n_redirected=VI'));
    expect(key('viewport=mobile')).not.toBe(key('viewport=desktop'));
    expect(key('viewport=bogus')).toBe(key());
    expect(key('wl_member=1')).not.toBe(key());
    expect(key('wl_member=0')).toBe(key());
    expect(PageCache.keyOf('slot1.localhost', '/slots?page=2')).not.toBe(key());
  });

  it('gives every response its own nonce wherever the page marks one', () => {
    const cache = new PageCache();
    const page = cache.prepare(
      `<style nonce="${cache.nonceMark}"></style><script nonce="${cache.nonceMark}">`,
    );
    expect(PageCache.withNonce(page, 'n1')).toBe('<style nonce="n1"></style><script nonce="n1">');
    expect(PageCache.withNonce(page, 'n2')).toBe('<style nonce="n2"></style><script nonce="n2">');
  });

  it('drops a page after its time, on clear, and the oldest beyond its size', () => {
    let now = 0;
    const cache = new PageCache(10_000, () => now, 2);
    const page = cache.prepare('<p>a</p>');
    cache.set('a', page);
    now = 9_999;
    expect(cache.get('a')).toBe(page);
    now = 10_000;
    expect(cache.get('a')).toBeUndefined();

    cache.set('a', page);
    cache.set('b', page);
    cache.set('c', page);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('c')).toBe(page);
    cache.clear();
    expect(cache.get('c')).toBeUndefined();
  });
});
