import { makeAutoObservable } from 'mobx';
import type { CallAnswer, CallRequest } from '@wl/contract';
import { listDeposits } from '@wl/api/backoffice';
import { PagedList } from '../paged-list';
import type { StaffCalls } from '../staff-calls';
import { siteFilter } from '../site-filter';

export type ListedDeposit = CallAnswer<'backoffice/money/deposits'>['value'][number];
export type DepositState = ListedDeposit['state'];

/** The states the deposits list filters by. */
export const DEPOSIT_FILTER_STATES: readonly DepositState[] = [
  'pending',
  'completed',
  'failed',
  'expired',
  'created',
  'cancelled',
];

export const DEPOSIT_PAGE_SIZE = 50;

/** Deposits of one state across the staff member's sites (or one), newest first, a page at a time. */
export class DepositsStore {
  state: DepositState = 'pending';
  siteId = '';
  readonly list: PagedList<ListedDeposit>;

  constructor(private readonly calls: () => StaffCalls) {
    this.list = new PagedList(DEPOSIT_PAGE_SIZE, (page, pageSize) =>
      this.calls().run((t) => listDeposits(t, this.requestFor(page, pageSize))),
    );
    makeAutoObservable<DepositsStore, 'calls'>(this, { calls: false, list: false });
  }

  setState(state: DepositState): Promise<void> {
    this.state = state;
    return this.list.load(1);
  }

  setSite(siteId: string): Promise<void> {
    this.siteId = siteId;
    return this.list.load(1);
  }

  load(page = this.list.page): Promise<void> {
    return this.list.load(page);
  }

  clear(): void {
    this.state = 'pending';
    this.siteId = '';
    this.list.clear();
  }

  private requestFor(page: number, pageSize: number): CallRequest<'backoffice/money/deposits'> {
    return { state: this.state, page, page_size: pageSize, ...siteFilter(this.siteId) };
  }
}
