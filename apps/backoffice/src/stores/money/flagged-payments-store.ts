import { makeAutoObservable } from 'mobx';
import type { CallAnswer, CallRequest } from '@wl/contract';
import { listFlaggedPayments } from '@wl/api/backoffice';
import { PagedList } from '../paged-list';
import type { StaffCalls } from '../staff-calls';
import { siteFilter } from '../site-filter';

export type FlaggedPayment = CallAnswer<'backoffice/money/flagged_payments'>['value'][number];

export const FLAGGED_PAGE_SIZE = 50;

/** Flagged PSP notifications of the staff member's sites (or one), newest first, a page at a time. */
export class FlaggedPaymentsStore {
  siteId = '';
  readonly list: PagedList<FlaggedPayment>;

  constructor(private readonly calls: () => StaffCalls) {
    this.list = new PagedList(FLAGGED_PAGE_SIZE, (page, pageSize) =>
      this.calls().run((t) => listFlaggedPayments(t, this.requestFor(page, pageSize))),
    );
    makeAutoObservable<FlaggedPaymentsStore, 'calls'>(this, { calls: false, list: false });
  }

  setSite(siteId: string): Promise<void> {
    this.siteId = siteId;
    return this.list.load(1);
  }

  load(page = this.list.page): Promise<void> {
    return this.list.load(page);
  }

  clear(): void {
    this.siteId = '';
    this.list.clear();
  }

  private requestFor(page: number, pageSize: number): CallRequest<'backoffice/money/flagged_payments'> {
    return { page, page_size: pageSize, ...siteFilter(this.siteId) };
  }
}
