import { randomBytes } from 'node:crypto';
import { readCookie } from '@wl/i18n';
import { MEMBER_HINT_COOKIE, VIEWPORT_COOKIE, isDevice } from '@wl/site-model';
import { gzipChunks, gzipPage, type GzipPage } from './gzip-page';
import { PageBody, withNonceBetween } from './page-body';

/** How long a guest's page is reused: an operator's change drops it at once (watchSiteChanges). */
export const PAGE_CACHE_TTL_MS = 10_000;
/** Pages kept at most (hosts × paths × queries × device classes); the oldest go first. */
export const PAGE_CACHE_MAX_ENTRIES = 2_000;

/** A rendered page in UTF-8, split where each response's own CSP nonce goes; in gzip too. */
export interface CachedPage {
  parts: readonly Buffer[];
  gzip: GzipPage | undefined;
}

/** A page just rendered (or written for the browser to render); `keep` when it may be cached. */
export interface RenderedPage {
  page: CachedPage;
  keep: boolean;
}

/**
 * The server-rendered pages, by host, URL (the language is the path's) and what of the request the
 * render depends on: the remembered device class and the member hint. A page view costs a lookup, not
 * a render; each response still gets its own nonce.
 */
export class PageCache {
  /** Random per process, so no page content can contain it by chance or on purpose. */
  readonly nonceMark = `wl-nonce-${randomBytes(12).toString('hex')}`;
  private readonly pages = new Map<string, { at: number; page: CachedPage }>();
  /** The renders under way, by key: the views that ask meanwhile wait for the same one. */
  private readonly rendering = new Map<string, Promise<CachedPage>>();

  constructor(
    private readonly ttlMs = PAGE_CACHE_TTL_MS,
    private readonly now: () => number = Date.now,
    private readonly maxEntries = PAGE_CACHE_MAX_ENTRIES,
  ) {}

  /** The key of a request's page: host, URL, and the cookies a server render reads. */
  static keyOf(host: string, url: string, cookieHeader = ''): string {
    const device = readCookie(cookieHeader, VIEWPORT_COOKIE);
    const member = readCookie(cookieHeader, MEMBER_HINT_COOKIE) === '1';
    return `${host} ${isDevice(device) ? device : ''} ${member ? 'member' : 'guest'} ${url}`;
  }

  /** A page written with `nonceMark` where the nonce goes, ready to be sent (and kept). */
  prepare(html: string): CachedPage {
    const parts = html.split(this.nonceMark).map((part) => Buffer.from(part, 'utf8'));
    return { parts, gzip: gzipPage(parts) };
  }

  get(key: string): CachedPage | undefined {
    const entry = this.pages.get(key);
    if (!entry) return undefined;
    if (this.now() - entry.at >= this.ttlMs) {
      this.pages.delete(key);
      return undefined;
    }
    return entry.page;
  }

  set(key: string, page: CachedPage): void {
    this.pages.delete(key);
    this.pages.set(key, { at: this.now(), page });
    while (this.pages.size > this.maxEntries) {
      const oldest = this.pages.keys().next().value;
      if (oldest === undefined) break;
      this.pages.delete(oldest);
    }
  }

  /**
   * The page of a key that is not cached: the render under way for it, or a new one, kept when it may
   * be. A page expiring under load would otherwise be rendered by every view that arrives before the
   * first render ends, one after the other (renders run one at a time), each view waiting for all.
   */
  render(key: string, produce: () => Promise<RenderedPage>): Promise<CachedPage> {
    const pending = this.rendering.get(key);
    if (pending) return pending;
    const render = produce()
      .then(({ page, keep }) => {
        // Not if a site changed meanwhile (clear() dropped this render): it may show the old data.
        if (keep && this.rendering.get(key) === render) this.set(key, page);
        return page;
      })
      .finally(() => {
        if (this.rendering.get(key) === render) this.rendering.delete(key);
      });
    this.rendering.set(key, render);
    return render;
  }

  /**
   * A site changed: every page goes (a change is rare; pages are rendered again on the next view), and
   * views from now on wait for renders of their own, not for those that started before the change.
   */
  clear(): void {
    this.pages.clear();
    this.rendering.clear();
  }

  /** The page with this response's nonce, as a body to send (see PageBody): in gzip when asked and made. */
  static withNonce(page: CachedPage, nonce: string, encoding?: 'gzip'): PageBody {
    const nonceBytes = Buffer.from(nonce, 'utf8');
    if (encoding === 'gzip' && page.gzip) return new PageBody(gzipChunks(page.gzip, nonceBytes), 'gzip');
    return new PageBody(withNonceBetween(page.parts, nonceBytes));
  }
}
