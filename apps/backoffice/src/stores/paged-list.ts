import { makeAutoObservable, runInAction } from 'mobx';
import type { Outcome } from './staff-calls';

/** What a paged call answers. */
export interface PagedAnswer<T> {
  value?: T[];
  total?: number;
  page?: number;
}

/**
 * A list read a page at a time by page number (a player's rounds, their deposits and withdrawals); the
 * later request's answer wins, and clear() drops any answer still on its way.
 */
export class PagedList<T> {
  value: T[] = [];
  total = 0;
  page = 1;
  loading = false;
  loaded = false;
  error: string | undefined = undefined;
  private request = 0;

  constructor(
    readonly pageSize: number,
    private readonly fetch: (page: number, pageSize: number) => Promise<Outcome<PagedAnswer<T>>>,
  ) {
    makeAutoObservable<PagedList<T>, 'fetch' | 'request'>(this, { fetch: false, request: false });
  }

  async load(page = 1): Promise<void> {
    const request = ++this.request;
    this.loading = true;
    this.error = undefined;
    const outcome = await this.fetch(page, this.pageSize);
    runInAction(() => {
      if (request !== this.request) return;
      this.loading = false;
      if (outcome.ok) {
        this.value = outcome.answer.value ?? [];
        this.total = outcome.answer.total ?? 0;
        this.page = outcome.answer.page ?? page;
        this.loaded = true;
      } else {
        this.error = outcome.error;
      }
    });
  }

  clear(): void {
    this.request++;
    this.value = [];
    this.total = 0;
    this.page = 1;
    this.loading = false;
    this.loaded = false;
    this.error = undefined;
  }
}
