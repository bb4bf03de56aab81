import { text } from 'node:stream/consumers';
import { PageCache, type RenderedPage } from './page-cache';

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

  it('gives every response its own nonce wherever the page marks one', async () => {
    const cache = new PageCache();
    const page = cache.prepare(
      `<style nonce="${cache.nonceMark}"></style><script nonce="${cache.nonceMark}">’</script>`,
    );
    const first = PageCache.withNonce(page, 'n1');
    const second = PageCache.withNonce(page, 'n2');
    expect(await text(first)).toBe('<style nonce="n1"></style><script nonce="n1">’</script>');
    expect(await text(second)).toBe('<style nonce="n2"></style><script nonce="n2">’</script>');
    // In bytes, not characters: "’" is three bytes of UTF-8.
    expect(first.byteLength).toBe(
      Buffer.byteLength('<style nonce="n1"></style><script nonce="n1">’</script>'),
    );
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

describe('a page that is not cached', () => {
  /** A render that ends when told to, counting how often it was started. */
  function controlledRender(cache: PageCache, html: string, keep = true) {
    let finish: () => void = () => undefined;
    let started = 0;
    const produce = () => {
      started += 1;
      return new Promise<RenderedPage>((resolve) => {
        finish = () => resolve({ page: cache.prepare(html), keep });
      });
    };
    return { produce, finish: () => finish(), started: () => started };
  }

  it('is rendered once for the views that ask while it renders, then kept', async () => {
    const cache = new PageCache();
    const render = controlledRender(cache, '<p>a</p>');
    const first = cache.render('a', render.produce);
    const second = cache.render('a', render.produce);
    render.finish();
    expect(await first).toBe(await second);
    expect(render.started()).toBe(1);
    expect(cache.get('a')).toBe(await first);
  });

  it('is not kept when the render says so (the browser renders it), and rendered again', async () => {
    const cache = new PageCache();
    const render = controlledRender(cache, '<p>a</p>', false);
    const first = cache.render('a', render.produce);
    render.finish();
    await first;
    expect(cache.get('a')).toBeUndefined();
    const again = cache.render('a', render.produce);
    render.finish();
    await again;
    expect(render.started()).toBe(2);
  });

  it('is not kept when a site changed while it rendered; views after the change wait for a new render', async () => {
    const cache = new PageCache();
    const before = controlledRender(cache, '<p>old</p>');
    const old = cache.render('a', before.produce);
    cache.clear();
    const after = controlledRender(cache, '<p>new</p>');
    const fresh = cache.render('a', after.produce);
    before.finish();
    await old;
    expect(cache.get('a')).toBeUndefined();
    after.finish();
    expect(await fresh).not.toBe(await old);
    expect(cache.get('a')).toBe(await fresh);
  });

  it('fails for the views that waited for a render that failed, and is rendered again on the next', async () => {
    const cache = new PageCache();
    const failing = () => Promise.reject(new Error('render failed'));
    await expect(cache.render('a', failing)).rejects.toThrow('render failed');
    const page = await cache.render('a', async () => ({ page: cache.prepare('<p>a</p>'), keep: true }));
    expect(cache.get('a')).toBe(page);
  });
});
