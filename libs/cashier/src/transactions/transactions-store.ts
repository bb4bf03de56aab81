import { makeAutoObservable, runInAction } from 'mobx';
import { cancelWithdrawal, getCashierTransactions, type CashierTransactionsRequest } from '@wl/api';
import {
  NOTICE_TOAST_MS,
  PlatformRequests,
  isRetryable,
  type DialogStore,
  type FeatureStore,
  type LoadStatus,
  type MemberSource,
  type PlatformPort,
  type ToastStore,
  type Translate,
} from '@wl/core';
import { failureKey } from '../lib/answer-kinds';
import { shownTransaction, type ShownTransaction } from '../lib/shown';

/** Deposits and withdrawals per page of the history. */
export const TRANSACTIONS_PAGE_SIZE = 10;

/** Which of them the history shows: '' for both. */
export type TransactionFilter = '' | 'deposit' | 'withdrawal';

export interface TransactionsDeps {
  platform: PlatformPort;
  session: MemberSource;
  dialogs: DialogStore;
  toasts: ToastStore;
  translate: Translate;
  /** The wallet's balance, asked for again once a cancelled withdrawal's hold is back. */
  refreshBalance: () => Promise<unknown>;
  /** Money as the cashier writes it (the confirmation names the amount). */
  money: (minor: number, currency: string) => string;
}

/**
 * The player's deposits and withdrawals (`cashier/transactions`), newest first, each with its state and
 * timeline; a withdrawal still waiting for approval can be cancelled after a confirmation
 * (`cashier/withdrawal_cancel`), after which the list and the balance are asked for again.
 */
export class TransactionsStore implements FeatureStore {
  type: TransactionFilter = '';
  page = 1;
  readonly pageSize = TRANSACTIONS_PAGE_SIZE;
  items: ShownTransaction[] = [];
  total = 0;
  status: LoadStatus = 'idle';
  errorKey: string | null = null;
  /** The ids whose timeline is open. */
  open: readonly string[] = [];
  /** The withdrawal a cancellation is on its way for. */
  cancelling: string | null = null;
  private readonly requests: PlatformRequests;

  constructor(private readonly deps: TransactionsDeps) {
    this.requests = new PlatformRequests(deps.platform, deps.session);
    makeAutoObservable<this, 'deps' | 'requests'>(
      this,
      { deps: false, requests: false, pageSize: false },
      { deep: false, autoBind: true },
    );
  }

  get loading(): boolean {
    return this.status === 'idle' || this.status === 'loading';
  }

  get empty(): boolean {
    return this.status === 'ready' && this.items.length === 0;
  }

  get totalPages(): number {
    return Math.max(1, Math.ceil(this.total / this.pageSize));
  }

  setType(type: TransactionFilter): void {
    if (type === this.type) return;
    this.type = type;
    this.page = 1;
    void this.load();
  }

  setPage(page: number): void {
    if (!Number.isInteger(page) || page < 1 || page === this.page) return;
    this.page = page;
    void this.load();
  }

  isOpen(id: string): boolean {
    return this.open.includes(id);
  }

  toggle(id: string): void {
    this.open = this.isOpen(id) ? this.open.filter((open) => open !== id) : [...this.open, id];
  }

  async load(): Promise<void> {
    this.status = 'loading';
    this.errorKey = null;
    const request: Omit<CashierTransactionsRequest, 'account_id' | 'auth'> = {
      page: this.page,
      page_size: this.pageSize,
    };
    if (this.type) request.type = this.type;
    const outcome = await this.requests.forMember(
      'list',
      (member) => getCashierTransactions(this.requests.api, { ...member, ...request }),
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
      this.items = (answer.value ?? []).map(shownTransaction);
      this.total = answer.total ?? this.items.length;
      this.status = 'ready';
    });
    if (this.items.length === 0 && this.total > 0 && this.page > this.totalPages) {
      this.setPage(this.totalPages);
    }
  }

  /** Cancels a waiting withdrawal once the player confirms; true when it was cancelled. */
  async cancel(item: ShownTransaction): Promise<boolean> {
    if (this.cancelling !== null || !item.cancellable) return false;
    const t = this.deps.translate;
    const amount = this.deps.money(item.amount, item.currency);
    const confirmed = await this.deps.dialogs.show({
      title: t('cashier:cancelTitle'),
      text: t('cashier:cancelText', { amount }),
      icon: 'question',
      confirmLabel: t('cashier:cancelWithdrawal'),
      cancelLabel: t('cashier:keep'),
    });
    if (confirmed.outcome !== 'confirmed') return false;
    runInAction(() => {
      this.cancelling = item.id;
    });
    // A refusal (notCancellable: it was decided meanwhile) is said by the global handler's dialog.
    const outcome = await this.requests.forMember('cancel', (member) =>
      cancelWithdrawal(this.requests.api, { ...member, withdrawal_id: item.id }),
    );
    runInAction(() => {
      this.cancelling = null;
    });
    const cancelled = Boolean(outcome?.current && outcome.ok);
    if (cancelled) {
      this.deps.toasts.show({
        variant: 'success',
        title: t('cashier:withdrawalCancelled', { amount }),
        durationMs: NOTICE_TOAST_MS,
      });
    }
    if (outcome?.current) await Promise.all([this.load(), cancelled ? this.deps.refreshBalance() : null]);
    return cancelled;
  }

  clear(): void {
    this.requests.clear();
    this.type = '';
    this.page = 1;
    this.items = [];
    this.total = 0;
    this.status = 'idle';
    this.errorKey = null;
    this.open = [];
    this.cancelling = null;
  }
}
