import { makeAutoObservable, runInAction } from 'mobx';
import {
  getGames,
  isSuccess,
  peekAnswer,
  type ApiTransport,
  type Game,
  type GamesRequest,
  type ProviderCount,
  type SiteRequest,
} from '@wl/api';
import type { GameCategory } from '@wl/core';

/** Games per lobby page. */
export const LOBBY_PAGE_SIZE = 24;
/** How long the search waits after the last key press. */
export const SEARCH_DEBOUNCE_MS = 300;
/** The platform's longest search. */
export const MAX_SEARCH_LENGTH = 50;
/** The query parameters the lobby keeps its state in. */
export const LOBBY_PARAMS = { provider: 'provider', search: 'q', flag: 'flag', page: 'page' } as const;
/** The selections a lobby can narrow to (the home page's "see all" links carry them). */
export const LOBBY_FLAGS = ['featured', 'popular', 'new'] as const;
export type LobbyFlag = (typeof LOBBY_FLAGS)[number];
const isLobbyFlag = (value: string): value is LobbyFlag => (LOBBY_FLAGS as readonly string[]).includes(value);

const PROVIDER_CODE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,39}$/;
const MAX_PAGE = 10_000;

/** The filters of a lobby, as its address holds them. */
export interface LobbyQuery {
  /** A provider code, '' for every provider. */
  provider: string;
  /** Trimmed, at most MAX_SEARCH_LENGTH characters, '' for none. */
  search: string;
  /** Only the featured, popular or new games; '' for all. */
  flag: LobbyFlag | '';
  page: number;
}

export type LobbyStatus = 'loading' | 'ready' | 'failed';
/** unavailable: the games service is down (statusCode -503); error: anything else. */
export type LobbyFailure = 'unavailable' | 'error';
/** filtered: nothing matches the filters; category: the lobby has no games at all. */
export type LobbyEmpty = 'filtered' | 'category';

export const normalizeSearch = (text: string): string => text.trim().slice(0, MAX_SEARCH_LENGTH).trim();

/** The lobby's filters read from an address query; anything malformed is left out. */
export function parseLobbyQuery(search: string): LobbyQuery {
  const params = new URLSearchParams(search);
  const provider = params.get(LOBBY_PARAMS.provider) ?? '';
  const page = Number(params.get(LOBBY_PARAMS.page) ?? '1');
  const flag = params.get(LOBBY_PARAMS.flag) ?? '';
  return {
    provider: PROVIDER_CODE.test(provider) ? provider : '',
    search: normalizeSearch(params.get(LOBBY_PARAMS.search) ?? ''),
    flag: isLobbyFlag(flag) ? flag : '',
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
  };
}

/**
 * The address query of `query`, keeping the other parameters of `base`; defaults are left out, so a
 * lobby without filters is its bare path. `page` may be a marker such as the paginator's [page].
 */
export function lobbyQueryString(query: LobbyQuery, base = '', page: number | string = query.page): string {
  const params = new URLSearchParams(base);
  for (const name of Object.values(LOBBY_PARAMS)) params.delete(name);
  // Always in the same order, so one set of filters is one address.
  if (query.provider) params.set(LOBBY_PARAMS.provider, query.provider);
  if (query.search) params.set(LOBBY_PARAMS.search, query.search);
  if (query.flag) params.set(LOBBY_PARAMS.flag, query.flag);
  let text = params.toString();
  // Added by hand: URLSearchParams would encode a marker such as [page].
  if (page !== 1) text += `${text ? '&' : ''}${LOBBY_PARAMS.page}=${page}`;
  return text ? `?${text}` : '';
}

const sameQuery = (a: LobbyQuery, b: LobbyQuery) =>
  a.provider === b.provider && a.search === b.search && a.flag === b.flag && a.page === b.page;

export interface LobbyStoreDeps {
  api: ApiTransport;
  site: () => SiteRequest;
  /** The lobby's categories; none for the hot lobby, which lists the games flagged hot. */
  categories: readonly GameCategory[];
  /** The site's providers per category (the startup answer's provider_count). */
  providerCounts: () => readonly ProviderCount[];
  /** Puts a new query into the address (a new history entry unless `replace`). */
  writeUrl: (search: string, options: { replace: boolean }) => void;
  pageSize?: number;
  debounceMs?: number;
}

/**
 * One game lobby: its filters (provider, search, page) kept in the address so links, reloads and
 * back/forward work; one page of games; loading, empty and failed states. Answers to a request that has
 * been overtaken by a newer one are dropped.
 */
export class LobbyStore {
  /** What the search box shows; applied as the search SEARCH_DEBOUNCE_MS after the last change. */
  input = '';
  query: LobbyQuery = { provider: '', search: '', flag: '', page: 1 };
  games: Game[] = [];
  total = 0;
  status: LobbyStatus = 'loading';
  failure: LobbyFailure | null = null;
  private base = '';
  private started = false;
  private requestId = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly deps: LobbyStoreDeps) {
    makeAutoObservable<this, 'deps' | 'timer' | 'requestId' | 'base' | 'queryOf' | 'request'>(
      this,
      { deps: false, timer: false, requestId: false, base: false, queryOf: false, request: false },
      { autoBind: true },
    );
  }

  get pageSize(): number {
    return this.deps.pageSize ?? LOBBY_PAGE_SIZE;
  }

  get isHot(): boolean {
    return this.deps.categories.length === 0;
  }

  /** Providers with games in this lobby's categories (every provider of the site for the hot lobby). */
  get providers(): string[] {
    const categories = new Set<string>(this.deps.categories);
    const codes = this.deps
      .providerCounts()
      .filter((row) => row.count > 0 && (this.isHot || categories.has(row.category)))
      .map((row) => row.provider_code);
    return [...new Set(codes)];
  }

  get hasFilters(): boolean {
    return this.query.provider !== '' || this.query.search !== '' || this.query.flag !== '';
  }

  get empty(): LobbyEmpty | null {
    if (this.status !== 'ready' || this.total > 0) return null;
    return this.hasFilters ? 'filtered' : 'category';
  }

  get totalPages(): number {
    return Math.max(1, Math.ceil(this.total / this.pageSize));
  }

  /** The address query of another page, or with [page] as the paginator's link template. */
  queryFor(page: number | string): string {
    return lobbyQueryString(this.query, this.base, page);
  }

  /** The filters of an address query, a provider this lobby does not list left out. */
  private queryOf(search: string): LobbyQuery {
    const next = parseLobbyQuery(search);
    const known = this.providers;
    if (next.provider && known.length > 0 && !known.includes(next.provider)) next.provider = '';
    return next;
  }

  /**
   * Shows the games of the address's filters at once when the page carries their answer (a
   * server-rendered page does), so the first render is the server's; `readUrl` then has nothing to load.
   */
  prime(search: string): void {
    const query = this.queryOf(search);
    const answer = peekAnswer(this.deps.api, (api) => getGames(api, this.request(query)));
    if (!answer || !isSuccess(answer)) return;
    this.base = search;
    this.query = query;
    this.input = query.search;
    this.started = true;
    this.games = answer.value ?? [];
    this.total = answer.total ?? this.games.length;
    this.status = 'ready';
  }

  /** Takes the filters from the address (first show, link, reload, back/forward) and loads if they changed. */
  readUrl(search: string): Promise<void> {
    this.base = search;
    const next = this.queryOf(search);
    if (this.started && sameQuery(next, this.query)) return Promise.resolve();
    if (!this.started || next.search !== this.query.search) {
      this.cancelDebounce();
      this.input = next.search;
    }
    this.started = true;
    this.query = next;
    return this.load();
  }

  /** '' for every provider. */
  setProvider(provider: string): void {
    this.apply({ ...this.query, provider, page: 1 });
  }

  /** '' shows every game of the lobby again. */
  setFlag(flag: LobbyFlag | ''): void {
    this.apply({ ...this.query, flag, page: 1 });
  }

  /** The search box changed: the search follows once typing pauses. */
  setInput(text: string): void {
    this.input = text.slice(0, MAX_SEARCH_LENGTH);
    this.cancelDebounce();
    this.timer = setTimeout(() => this.submitSearch(), this.deps.debounceMs ?? SEARCH_DEBOUNCE_MS);
  }

  /** Applies the search box at once (Enter, or the debounce ending). */
  submitSearch(): void {
    this.cancelDebounce();
    const search = normalizeSearch(this.input);
    if (search !== this.query.search) this.apply({ ...this.query, search, page: 1 });
  }

  clearFilters(): void {
    this.cancelDebounce();
    this.input = '';
    this.apply({ provider: '', search: '', flag: '', page: 1 });
  }

  setPage(page: number): void {
    this.apply({ ...this.query, page });
  }

  retry(): void {
    void this.load();
  }

  /** Stops the debounce and drops the answer on its way; the next readUrl starts afresh. */
  dispose(): void {
    this.cancelDebounce();
    this.requestId += 1;
    this.started = false;
  }

  private apply(query: LobbyQuery, replace = false): void {
    if (sameQuery(query, this.query)) return;
    this.query = query;
    this.started = true;
    this.deps.writeUrl(this.queryFor(query.page), { replace });
    void this.load();
  }

  private request(query: LobbyQuery = this.query): GamesRequest {
    const { provider, search, flag, page } = query;
    const request: GamesRequest = { ...this.deps.site(), page, page_size: this.pageSize };
    const [first, ...more] = this.deps.categories;
    if (!first) request.flag = 'hot';
    else if (more.length === 0) request.category = first;
    else request.categories = [first, ...more];
    if (first && flag) request.flag = flag;
    if (provider) request.provider_code = provider;
    if (search) request.search = search;
    return request;
  }

  private async load(): Promise<void> {
    const id = ++this.requestId;
    this.status = 'loading';
    this.failure = null;
    const answer = await getGames(this.deps.api, this.request());
    if (id !== this.requestId) return;
    runInAction(() => {
      if (!isSuccess(answer)) {
        this.status = 'failed';
        this.failure = answer.statusCode === -503 ? 'unavailable' : 'error';
        return;
      }
      this.games = answer.value ?? [];
      this.total = answer.total ?? this.games.length;
      this.status = 'ready';
    });
    // A page past the end (an old link, fewer games since): the last page instead.
    if (this.games.length === 0 && this.total > 0 && this.query.page > this.totalPages) {
      this.apply({ ...this.query, page: this.totalPages }, true);
    }
  }

  private cancelDebounce(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
