import { makeAutoObservable, runInAction } from 'mobx';
import type { CallAnswer, CallRequest } from '@wl/contract';
import { searchPlayers } from '@wl/api/backoffice';
import type { StaffCalls } from '../staff-calls';
import { siteFilter } from '../site-filter';

export type PlayerSummary = CallAnswer<'backoffice/players/search'>['value'][number];

/** The search's page size (the platform's largest). */
export const PLAYERS_PAGE_SIZE = 50;

/** The players search: one query, an optional site, a page of results. */
export class PlayersSearchStore {
  query = '';
  /** The site chosen ('' for all of the staff member's). */
  siteId = '';
  results: PlayerSummary[] = [];
  total = 0;
  page = 1;
  loading = false;
  searched = false;
  error: string | undefined = undefined;
  private applied: { query: string; siteId: string } = { query: '', siteId: '' };
  private request = 0;

  constructor(private readonly calls: () => StaffCalls) {
    makeAutoObservable<PlayersSearchStore, 'calls' | 'request'>(this, { calls: false, request: false });
  }

  setQuery(value: string): void {
    this.query = value;
  }

  setSite(value: string): void {
    this.siteId = value;
  }

  /** Searches from the first page; an empty query shows nothing and asks nothing. */
  search(): Promise<void> {
    this.applied = { query: this.query.trim(), siteId: this.siteId };
    if (this.applied.query === '') {
      this.results = [];
      this.total = 0;
      this.searched = false;
      this.error = undefined;
      return Promise.resolve();
    }
    return this.load(1);
  }

  async load(page = this.page): Promise<void> {
    const request = ++this.request;
    this.loading = true;
    this.error = undefined;
    const body = this.requestFor(page);
    const outcome = await this.calls().run((t) => searchPlayers(t, body));
    runInAction(() => {
      // A later search's answer wins over an earlier one's.
      if (request !== this.request) return;
      this.loading = false;
      this.searched = true;
      if (outcome.ok) {
        this.results = outcome.answer.value ?? [];
        this.total = outcome.answer.total ?? 0;
        this.page = outcome.answer.page ?? page;
      } else {
        this.results = [];
        this.total = 0;
        this.error = outcome.error;
      }
    });
  }

  clear(): void {
    this.query = '';
    this.siteId = '';
    this.applied = { query: '', siteId: '' };
    this.results = [];
    this.total = 0;
    this.page = 1;
    this.searched = false;
    this.error = undefined;
  }

  private requestFor(page: number): CallRequest<'backoffice/players/search'> {
    return {
      query: this.applied.query,
      page,
      page_size: PLAYERS_PAGE_SIZE,
      ...siteFilter(this.applied.siteId),
    };
  }
}
