import { makeAutoObservable, runInAction } from 'mobx';
import {
  STATEMENT_TYPES,
  getStatement,
  getStatementCsv,
  type StatementCsvRequest,
  type StatementType,
} from '@wl/api';
import {
  PlatformRequests,
  isRetryable,
  type FeatureStore,
  type LoadStatus,
  type MemberSource,
  type PlatformPort,
} from '@wl/core';
import { failureKey } from '../lib/answer-kinds';
import { lastDays, utcDay, withDay, type DayRange } from '../lib/day-range';
import type { TextFile } from './save-file';
import { shownLine, type ShownLine } from './statement-line';

/** Lines per page of the statement. */
export const STATEMENT_PAGE_SIZE = 20;
/** The statement opens on the last 30 days, today included. */
export const STATEMENT_DAYS = 30;

/** The statement's selection: a range of days and a type ('' for every type). */
export interface StatementFilters extends DayRange {
  type: StatementType | '';
}

export interface StatementDeps {
  platform: PlatformPort;
  session: MemberSource;
  currency: () => string;
  /** Saves the CSV file (a download in the browser). */
  save: (file: TextFile) => void;
  now?: () => Date;
}

const isStatementType = (value: string): value is StatementType =>
  (STATEMENT_TYPES as readonly string[]).includes(value);

/**
 * The player's statement (`cashier/statement`): every movement of the balance with the balance after
 * it, newest first, one page at a time, narrowed by days and type; a filter change starts again from
 * page 1 and an answer a newer request overtook is dropped. The same selection downloads as CSV
 * (`cashier/statement_csv`, at most 10,000 lines). Forgotten when the session ends.
 */
export class StatementStore implements FeatureStore {
  filters: StatementFilters;
  page = 1;
  readonly pageSize = STATEMENT_PAGE_SIZE;
  lines: ShownLine[] = [];
  total = 0;
  status: LoadStatus = 'idle';
  errorKey: string | null = null;
  downloading = false;
  /** The last CSV held only the first 10,000 lines. */
  truncated = false;
  private readonly requests: PlatformRequests;

  constructor(private readonly deps: StatementDeps) {
    this.filters = { ...lastDays(this.now(), STATEMENT_DAYS), type: '' };
    this.requests = new PlatformRequests(deps.platform, deps.session);
    makeAutoObservable<this, 'deps' | 'requests'>(
      this,
      { deps: false, requests: false, pageSize: false },
      { deep: false, autoBind: true },
    );
  }

  get today(): string {
    return utcDay(this.now());
  }

  get loading(): boolean {
    return this.status === 'idle' || this.status === 'loading';
  }

  get empty(): boolean {
    return this.status === 'ready' && this.lines.length === 0;
  }

  get totalPages(): number {
    return Math.max(1, Math.ceil(this.total / this.pageSize));
  }

  setDateFrom(day: string): void {
    this.applyFilters(withDay(this.filters, 'dateFrom', day, this.today));
  }

  setDateTo(day: string): void {
    this.applyFilters(withDay(this.filters, 'dateTo', day, this.today));
  }

  /** '' for every type; anything that is not a type is ignored. */
  setType(value: string): void {
    if (value !== '' && !isStatementType(value)) return;
    this.applyFilters({ ...this.filters, type: value });
  }

  setPage(page: number): void {
    if (!Number.isInteger(page) || page < 1 || page === this.page) return;
    this.page = page;
    void this.load();
  }

  /** The page of lines of the filters (on arrival, after a change, and Try again). */
  async load(): Promise<void> {
    this.status = 'loading';
    this.errorKey = null;
    const request = { ...this.selection(), page: this.page, page_size: this.pageSize };
    const outcome = await this.requests.forMember(
      'lines',
      (member) => getStatement(this.requests.api, { ...member, ...request }),
      { quiet: isRetryable, args: request },
    );
    if (!outcome?.current) return;
    const { answer, ok } = outcome;
    runInAction(() => {
      if (!ok) {
        this.status = 'failed';
        this.errorKey = failureKey(answer);
        return;
      }
      const currency = answer.currency || this.deps.currency();
      this.lines = (answer.value ?? []).map((line) => shownLine(line, currency));
      this.total = answer.total ?? this.lines.length;
      this.status = 'ready';
    });
    // A page past the end (fewer lines since): the last page instead.
    if (this.lines.length === 0 && this.total > 0 && this.page > this.totalPages) {
      this.setPage(this.totalPages);
    }
  }

  /** The selection as CSV, saved as a file; a failure is shown by the global handler. */
  async downloadCsv(): Promise<boolean> {
    if (this.downloading) return false;
    this.downloading = true;
    const request = this.selection();
    const outcome = await this.requests.forMember('csv', (member) =>
      getStatementCsv(this.requests.api, { ...member, ...request }),
    );
    runInAction(() => {
      this.downloading = false;
    });
    if (!outcome?.current || !outcome.ok) return false;
    const { filename, csv, truncated } = outcome.answer;
    this.deps.save({
      filename: filename || `statement-${request.date_from}-${request.date_to}.csv`,
      text: csv ?? '',
      type: 'text/csv;charset=utf-8',
    });
    runInAction(() => {
      this.truncated = truncated === true;
    });
    return true;
  }

  clear(): void {
    this.requests.clear();
    this.filters = { ...lastDays(this.now(), STATEMENT_DAYS), type: '' };
    this.page = 1;
    this.lines = [];
    this.total = 0;
    this.status = 'idle';
    this.errorKey = null;
    this.downloading = false;
    this.truncated = false;
  }

  private applyFilters(filters: StatementFilters): void {
    const { dateFrom, dateTo, type } = this.filters;
    if (filters.dateFrom === dateFrom && filters.dateTo === dateTo && filters.type === type) return;
    this.filters = filters;
    this.page = 1;
    this.truncated = false;
    void this.load();
  }

  private selection(): Omit<StatementCsvRequest, 'account_id' | 'auth'> {
    const { dateFrom, dateTo, type } = this.filters;
    return type ? { date_from: dateFrom, date_to: dateTo, type } : { date_from: dateFrom, date_to: dateTo };
  }

  private now(): Date {
    return (this.deps.now ?? (() => new Date()))();
  }
}
