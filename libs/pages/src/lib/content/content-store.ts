import { makeAutoObservable } from 'mobx';
import {
  fetchAnnouncements,
  fetchSlides,
  isSuccess,
  peekAnswer,
  type ApiTransport,
  type Cms,
  type SiteRequest,
  type SocialAccount,
} from '@wl/api';
import { Remote, type Fetched, type SiteStore, type ViewState } from '@wl/core';

export { Remote, isRetryable, type LoadStatus, type ViewState } from '@wl/core';
import {
  isDirectContact,
  newestFirst,
  toNewsItem,
  toPromotion,
  type NewsItem,
  type Promotion,
} from './localized';

export interface ContentStoreDeps {
  api: ApiTransport;
  /** domain_name and external_id of the site calls, read at call time. */
  site: () => SiteRequest;
  /** The one owner of the CMS pages and social accounts. */
  siteStore: SiteStore;
  /** Announcement bodies come unsanitised: this cleans them before they are kept. */
  sanitizeHtml: (html: string) => string;
}

/** Announcements per page of /news. */
export const NEWS_PER_PAGE = 10;

/**
 * The content pages' data: announcements (/news) and slides (/promotions); the CMS pages and social
 * accounts are the site store's, read from there.
 */
export class ContentStore {
  readonly news: Remote<NewsItem[]>;
  readonly promotions: Remote<Promotion[]>;
  newsPage = 1;

  constructor(private readonly deps: ContentStoreDeps) {
    const { api, site } = deps;
    const readNews = (answer: Awaited<ReturnType<typeof fetchAnnouncements>>): Fetched<NewsItem[]> => {
      if (!isSuccess(answer)) return { failure: answer };
      const items = (answer.value ?? []).map((item) => toNewsItem(item, deps.sanitizeHtml));
      return { value: newestFirst(items) };
    };
    const readPromotions = (answer: Awaited<ReturnType<typeof fetchSlides>>): Fetched<Promotion[]> => {
      if (!isSuccess(answer)) return { failure: answer };
      const promotions = (answer.value ?? []).map(toPromotion);
      return { value: promotions.filter((p) => p.enTitle || p.localTitle || p.image) };
    };
    // What the page carries (a server-rendered /news or /promotions) is shown in the first render.
    const carried = <A, T>(call: (t: ApiTransport) => Promise<A>, read: (answer: A) => Fetched<T>) => {
      const answer = peekAnswer(api, call);
      return answer === undefined ? undefined : read(answer);
    };
    this.news = new Remote<NewsItem[]>(
      async () => readNews(await fetchAnnouncements(api, site())),
      carried((t) => fetchAnnouncements(t, site()), readNews),
    );
    this.promotions = new Remote<Promotion[]>(
      async () => readPromotions(await fetchSlides(api, site())),
      carried((t) => fetchSlides(t, site()), readPromotions),
    );
    makeAutoObservable<this, 'deps'>(this, { deps: false, news: false, promotions: false });
  }

  get cms(): Cms | null {
    return this.deps.siteStore.cms;
  }

  get cmsState(): ViewState {
    return this.deps.siteStore.cmsState;
  }

  /** The fetch again of the CMS pages (its retry), when the site loader came back without them. */
  get siteInfo(): Remote<Cms | null> {
    return this.deps.siteStore.cmsRetry;
  }

  get accounts(): SocialAccount[] {
    return this.deps.siteStore.accountList;
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
    return this.deps.siteStore.accountsState;
  }

  /** The fetch again of the social accounts (its retry). */
  get socialAccounts(): Remote<SocialAccount[]> {
    return this.deps.siteStore.accountsRetry;
  }

  /** Once the site loader is done without the CMS pages (it failed), the site store asks again. */
  ensureCms(): void {
    this.deps.siteStore.ensureCms();
  }

  /** Once the site loader is done without social accounts, the site store asks again. */
  ensureAccounts(): void {
    this.deps.siteStore.ensureAccounts();
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
