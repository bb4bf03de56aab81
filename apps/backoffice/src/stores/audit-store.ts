import { makeAutoObservable, runInAction } from 'mobx';
import type { CallAnswer, CallRequest } from '@wl/contract';
import { listAuditLog } from '@wl/api/backoffice';
import type { StaffCalls } from './staff-calls';

export type AuditEntry = CallAnswer<'backoffice/audit/list'>['value'][number];

/** The audit log's page size. */
export const AUDIT_PAGE_SIZE = 50;

/** The filters as typed: ids as chosen in the lists ('' for any), times as a datetime-local field gives them. */
export interface AuditFilters {
  staffId: string;
  action: string;
  siteId: string;
  from: string;
  to: string;
}

const NO_FILTERS: AuditFilters = { staffId: '', action: '', siteId: '', from: '', to: '' };

/** A local date and time (2026-11-27T10:30) as ISO 8601 with its zone, or undefined when empty or invalid. */
export function isoMoment(local: string): string | undefined {
  if (!local) return undefined;
  const time = new Date(local);
  return Number.isNaN(time.getTime()) ? undefined : time.toISOString();
}

const idOf = (value: string): number | undefined => {
  const id = Number(value);
  return value !== '' && Number.isInteger(id) && id > 0 ? id : undefined;
};

/** The owner's audit log: filtered, newest first, a page at a time. */
export class AuditStore {
  /** The filters being typed; applied only by search(). */
  draft: AuditFilters = { ...NO_FILTERS };
  applied: AuditFilters = { ...NO_FILTERS };
  entries: AuditEntry[] = [];
  total = 0;
  page = 1;
  loading = false;
  loaded = false;
  error: string | undefined = undefined;
  private request = 0;

  constructor(private readonly calls: () => StaffCalls) {
    makeAutoObservable<AuditStore, 'calls' | 'request'>(this, { calls: false, request: false });
  }

  setFilter(field: keyof AuditFilters, value: string): void {
    this.draft[field] = value;
  }

  /** Applies the typed filters from the first page. */
  search(): Promise<void> {
    this.applied = { ...this.draft };
    return this.load(1);
  }

  resetFilters(): Promise<void> {
    this.draft = { ...NO_FILTERS };
    return this.search();
  }

  async load(page = this.page): Promise<void> {
    const request = ++this.request;
    this.loading = true;
    this.error = undefined;
    const body = this.requestFor(page);
    const outcome = await this.calls().run((t) => listAuditLog(t, body));
    runInAction(() => {
      // A later request's answer wins over an earlier one's.
      if (request !== this.request) return;
      this.loading = false;
      if (outcome.ok) {
        this.entries = outcome.answer.value ?? [];
        this.total = outcome.answer.total ?? 0;
        this.page = outcome.answer.page ?? page;
        this.loaded = true;
      } else {
        this.error = outcome.error;
      }
    });
  }

  clear(): void {
    this.draft = { ...NO_FILTERS };
    this.applied = { ...NO_FILTERS };
    this.entries = [];
    this.total = 0;
    this.page = 1;
    this.loaded = false;
    this.error = undefined;
  }

  private requestFor(page: number): CallRequest<'backoffice/audit/list'> {
    const { staffId, action, siteId, from, to } = this.applied;
    const staff = idOf(staffId);
    const site = idOf(siteId);
    const fromIso = isoMoment(from);
    const toIso = isoMoment(to);
    return {
      page,
      page_size: AUDIT_PAGE_SIZE,
      ...(staff !== undefined ? { staff_id: staff } : {}),
      ...(action.trim() ? { action: action.trim() } : {}),
      ...(site !== undefined ? { site_id: site } : {}),
      ...(fromIso ? { from: fromIso } : {}),
      ...(toIso ? { to: toIso } : {}),
    };
  }
}
