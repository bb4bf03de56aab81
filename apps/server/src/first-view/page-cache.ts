import { randomBytes } from 'node:crypto';

/** How long a guest's page is reused: an operator's change drops it at once (watchSiteChanges). */
export const PAGE_CACHE_TTL_MS = 10_000;
/** Pages kept at most (hosts × paths × queries × device classes); the oldest go first. */
export const PAGE_CACHE_MAX_ENTRIES = 2_000;

/**
 * The device class the browser remembers (the `viewport` cookie the shell's viewport store writes): a
 * server render lays the page out for it, so it is part of the page's key.
 */
export function deviceOf(cookieHeader: string | undefined): string {
  const value = /(?:^|;\s*)viewport=([a-z]{1,16})(?:;|$)/.exec(cookieHeader ?? '')?.[1];
  return value ?? '';
}

export interface CachedPage {
  /** The page with NONCE_MARK where each response's own CSP nonce goes. */
  html: string;
  status: number;
}

/** True when the request carries the member hint cookie (wl_member=1, written by the browser's session). */
export const memberHintOf = (cookieHeader: string | undefined): boolean =>
  /(?:^|;\s*)wl_member=1(?:;|$)/.test(cookieHeader ?? '');

/**
 * The server-rendered pages of guests, by host, path, query and device class (the language is the
 * path's): a page view costs a lookup, not a render. Each response still gets its own nonce.
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

  /** `device`: the remembered device class; `member`: the member hint (the player's parts render pending). */
  static key(host: string, url: string, device: string, member: boolean): string {
    return `${host} ${device} ${member ? 'member' : 'guest'} ${url}`;
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

  /** The cached page with this response's nonce. */
  withNonce(page: CachedPage, nonce: string): string {
    return page.html.split(this.nonceMark).join(nonce);
  }
}
