import { makeAutoObservable, runInAction } from 'mobx';
import type { CallAnswer, CallRequest } from '@wl/contract';
import { listFlaggedPayments } from '@wl/api/backoffice';
import type { StaffCalls } from '../staff-calls';

export type FlaggedPayment = CallAnswer<'backoffice/money/flagged_payments'>['value'][number];

export const FLAGGED_PAGE_SIZE = 50;

/** Flagged PSP notifications of the staff member's sites (or one), newest first, a page at a time. */
export class FlaggedPaymentsStore {
  siteId = '';
  rows: FlaggedPayment[] = [];
  total = 0;
  page = 1;
  loading = false;
  loaded = false;
  error: string | undefined = undefined;
  private request = 0;

  constructor(private readonly calls: () => StaffCalls) {
    makeAutoObservable<FlaggedPaymentsStore, 'calls' | 'request'>(this, { calls: false, request: false });
  }

  setSite(siteId: string): Promise<void> {
    this.siteId = siteId;
    return this.load(1);
  }

  async load(page = this.page): Promise<void> {
    const request = ++this.request;
    this.loading = true;
    this.error = undefined;
    const body = this.requestFor(page);
    const outcome = await this.calls().run((t) => listFlaggedPayments(t, body));
    runInAction(() => {
      if (request !== this.request) return;
      this.loading = false;
      if (outcome.ok) {
        this.rows = outcome.answer.value ?? [];
        this.total = outcome.answer.total ?? 0;
        this.page = outcome.answer.page ?? page;
        this.loaded = true;
      } else {
        this.error = outcome.error;
      }
    });
  }

  clear(): void {
    this.siteId = '';
    this.rows = [];
    this.total = 0;
    this.page = 1;
    this.loaded = false;
    this.error = undefined;
  }

  private requestFor(page: number): CallRequest<'backoffice/money/flagged_payments'> {
    const site = Number(this.siteId);
    return {
      page,
      page_size: FLAGGED_PAGE_SIZE,
      ...(this.siteId !== '' && Number.isInteger(site) && site > 0 ? { site_id: site } : {}),
    };
  }
}
