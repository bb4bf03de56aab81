import { randomBytes } from 'node:crypto';
import { readCookie } from '@wl/i18n';
import { MEMBER_HINT_COOKIE, VIEWPORT_COOKIE, isDevice } from '@wl/site-model';

/** How long a guest's page is reused: an operator's change drops it at once (watchSiteChanges). */
export const PAGE_CACHE_TTL_MS = 10_000;
/** Pages kept at most (hosts × paths × queries × device classes); the oldest go first. */
export const PAGE_CACHE_MAX_ENTRIES = 2_000;

/** A rendered page, split where each response's own CSP nonce goes. */
export interface CachedPage {
  parts: readonly string[];
}

/**
 * The server-rendered pages, by host, URL (the language is the path's) and what of the request the
 * render depends on: the remembered device class and the member hint. A page view costs a lookup and
 * a join, not a render; each response still gets its own nonce.
 */
export class PageCache {
  /** Random per process, so no page content can contain it by chance or on purpose. */
  readonly nonceMark = `wl-nonce-${randomBytes(12).toString('hex')}`;
  private readonly pages = new Map<string, { at: number; page: CachedPage }>();

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
    return { parts: html.split(this.nonceMark) };
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

  /** A site changed: every page goes (a change is rare; pages are rendered again on the next view). */
  clear(): void {
    this.pages.clear();
  }

  /** The page with this response's nonce. */
  static withNonce(page: CachedPage, nonce: string): string {
    return page.parts.join(nonce);
  }
}
