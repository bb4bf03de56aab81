import { makeAutoObservable, runInAction } from 'mobx';
import type { CallAnswer, CallRequest } from '@wl/contract';
import { listDeposits } from '@wl/api/backoffice';
import type { StaffCalls } from '../staff-calls';

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
  rows: ListedDeposit[] = [];
  total = 0;
  page = 1;
  loading = false;
  loaded = false;
  error: string | undefined = undefined;
  private request = 0;

  constructor(private readonly calls: () => StaffCalls) {
    makeAutoObservable<DepositsStore, 'calls' | 'request'>(this, { calls: false, request: false });
  }

  setState(state: DepositState): Promise<void> {
    this.state = state;
    return this.load(1);
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
    const outcome = await this.calls().run((t) => listDeposits(t, body));
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
    this.state = 'pending';
    this.siteId = '';
    this.rows = [];
    this.total = 0;
    this.page = 1;
    this.loaded = false;
    this.error = undefined;
  }

  private requestFor(page: number): CallRequest<'backoffice/money/deposits'> {
    const site = Number(this.siteId);
    return {
      state: this.state,
      page,
      page_size: DEPOSIT_PAGE_SIZE,
      ...(this.siteId !== '' && Number.isInteger(site) && site > 0 ? { site_id: site } : {}),
    };
  }
}
