import { makeAutoObservable, runInAction } from 'mobx';
import {
  fetchAnnouncements,
  fetchSlides,
  getSiteInfo,
  getSocialAccounts,
  isSuccess,
  type ApiTransport,
  type Cms,
  type Envelope,
  type SiteRequest,
  type SocialAccount,
} from '@wl/api';
import type { LayoutStore } from '@wl/core';
import {
  isDirectContact,
  newestFirst,
  toNewsItem,
  toPromotion,
  type NewsItem,
  type Promotion,
} from './localized';

export type LoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

/** What a page shows while its data is on the way, once it failed, or once it is there. */
export type ViewState = 'loading' | 'failed' | 'ready';

type Fetched<T> = { value: T } | { failure: Envelope };

/** Answers worth asking again: the service or the connection was away (-503, or disconnect). */
export function isRetryable(failure: Envelope | null): boolean {
  if (!failure) return false;
  return failure.statusCode === -503 || (failure.statusCode === 0 && failure.message === 'disconnect');
}

/** One thing fetched from the platform: loaded once, kept, and fetched again only after a failure. */
export class Remote<T> {
  status: LoadStatus = 'idle';
  value: T | null = null;
  failure: Envelope | null = null;
  private pending: Promise<void> | null = null;

  constructor(private readonly fetcher: () => Promise<Fetched<T>>) {
    makeAutoObservable<this, 'fetcher' | 'pending'>(
      this,
      { fetcher: false, pending: false },
      { deep: false },
    );
  }

  get view(): ViewState {
    if (this.status === 'ready') return 'ready';
    return this.status === 'failed' ? 'failed' : 'loading';
  }

  get retryable(): boolean {
    return this.status === 'failed' && isRetryable(this.failure);
  }

  /** Loads unless loaded or loading; `again` loads even what is there (the retry button). */
  load(again = false): Promise<void> {
    if (this.pending) return this.pending;
    if (this.status === 'ready' && !again) return Promise.resolve();
    this.status = 'loading';
    this.failure = null;
    this.pending = this.fetcher()
      .catch((error: unknown): Fetched<T> => ({
        failure: { statusCode: -503, message: 'serviceUnavailable', details: String(error) },
      }))
      .then((result) => {
        runInAction(() => {
          if ('value' in result) {
            this.value = result.value;
            this.status = 'ready';
          } else {
            this.failure = result.failure;
            this.status = 'failed';
          }
          this.pending = null;
        });
      });
    return this.pending;
  }
}

export interface ContentStoreDeps {
  api: ApiTransport;
  /** domain_name and external_id of the site calls, read at call time. */
  site: () => SiteRequest;
  layout: LayoutStore;
  /** Announcement bodies come unsanitised: this cleans them before they are kept. */
  sanitizeHtml: (html: string) => string;
  /** CMS pages fetched again after the site loader failed are stored sanitised, as the loader does. */
  sanitizeCms: (cms: Cms) => Cms;
}

/** Announcements per page of /news. */
export const NEWS_PER_PAGE = 10;

/**
 * The content pages' data: announcements (/news), slides (/promotions), and the CMS pages and social
 * accounts the site loader keeps in the layout store, fetched again here only when that load failed.
 */
export class ContentStore {
  readonly news: Remote<NewsItem[]>;
  readonly promotions: Remote<Promotion[]>;
  /** siteinfodetail, asked again when the site loader came back without the CMS pages. */
  readonly siteInfo: Remote<Cms | null>;
  /** social_account, asked again when the site loader came back without accounts. */
  readonly socialAccounts: Remote<SocialAccount[]>;
  newsPage = 1;

  constructor(private readonly deps: ContentStoreDeps) {
    const { api, site, layout } = deps;
    this.news = new Remote<NewsItem[]>(async () => {
      const answer = await fetchAnnouncements(api, site());
      if (!isSuccess(answer)) return { failure: answer };
      const items = (answer.value ?? []).map((item) => toNewsItem(item, deps.sanitizeHtml));
      return { value: newestFirst(items) };
    });
    this.promotions = new Remote<Promotion[]>(async () => {
      const answer = await fetchSlides(api, site());
      if (!isSuccess(answer)) return { failure: answer };
      const promotions = (answer.value ?? []).map(toPromotion);
      return { value: promotions.filter((p) => p.enTitle || p.localTitle || p.image) };
    });
    this.siteInfo = new Remote<Cms | null>(async () => {
      const answer = await getSiteInfo(api, site());
      if (!isSuccess(answer)) return { failure: answer };
      const cms = answer.cms ? deps.sanitizeCms(answer.cms) : null;
      if (cms) layout.setCms(cms);
      return { value: cms };
    });
    this.socialAccounts = new Remote<SocialAccount[]>(async () => {
      const answer = await getSocialAccounts(api, site());
      if (!isSuccess(answer)) return { failure: answer };
      const accounts = answer.accountList ?? [];
      layout.setAccountList(accounts);
      return { value: accounts };
    });
    makeAutoObservable<this, 'deps'>(this, {
      deps: false,
      news: false,
      promotions: false,
      siteInfo: false,
      socialAccounts: false,
    });
  }

  /** The CMS pages: the layout's once the site loader has them, else this store's own fetch. */
  get cms(): Cms | null {
    return this.deps.layout.cms ?? this.siteInfo.value;
  }

  get cmsState(): ViewState {
    if (this.deps.layout.cms) return 'ready';
    return this.siteInfo.view;
  }

  get accounts(): SocialAccount[] {
    const kept = this.deps.layout.accountList;
    return kept.length > 0 ? kept : (this.socialAccounts.value ?? []);
  }

  /** The support e-mail addresses and phone numbers among the accounts. */
  get directContacts(): SocialAccount[] {
    return this.accounts.filter(isDirectContact);
  }

  /** The social and messenger accounts. */
  get socialContacts(): SocialAccount[] {
    return this.accounts.filter((account) => !isDirectContact(account));
  }

  get contactState(): ViewState {
    if (this.deps.layout.accountList.length > 0) return 'ready';
    return this.socialAccounts.view;
  }

  /** Once the site loader is done without the CMS pages (it failed), they are asked for here. */
  ensureCms(): void {
    const { layout } = this.deps;
    if (!layout.cms && !layout.show_preloader && this.siteInfo.status === 'idle') void this.siteInfo.load();
  }

  /** Once the site loader is done without social accounts, they are asked for here (none, or it failed). */
  ensureAccounts(): void {
    const { layout } = this.deps;
    if (layout.accountList.length === 0 && !layout.show_preloader && this.socialAccounts.status === 'idle') {
      void this.socialAccounts.load();
    }
  }

  get newsCount(): number {
    return this.news.value?.length ?? 0;
  }

  get newsPageCount(): number {
    return Math.max(1, Math.ceil(this.newsCount / NEWS_PER_PAGE));
  }

  /** The announcements of the page shown, newest first. */
  get newsOnPage(): NewsItem[] {
    const page = Math.min(this.newsPage, this.newsPageCount);
    const start = (page - 1) * NEWS_PER_PAGE;
    return (this.news.value ?? []).slice(start, start + NEWS_PER_PAGE);
  }

  /** Pages outside 1..last are ignored. */
  setNewsPage(page: number): void {
    if (Number.isInteger(page) && page >= 1 && page <= this.newsPageCount) this.newsPage = page;
  }
}
