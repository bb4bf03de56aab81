import { makeAutoObservable, runInAction } from 'mobx';
import type { CallAnswer, CallRequest } from '@wl/contract';
import { approveWithdrawal, listWithdrawals, rejectWithdrawal } from '@wl/api/backoffice';
import { siteFilter } from '../site-filter';
import type { StaffCalls } from '../staff-calls';

export type QueuedWithdrawal = CallAnswer<'backoffice/money/withdrawals'>['value'][number];
export type WithdrawalState = QueuedWithdrawal['state'];

/** The states the queue filters by, pending first (what waits for a decision). */
export const WITHDRAWAL_FILTER_STATES: readonly WithdrawalState[] = [
  'pending',
  'approved',
  'paid',
  'rejected',
  'cancelled',
  'failed',
];

/** The queue's page size. */
export const WITHDRAWAL_PAGE_SIZE = 50;

/** The longest rejection reason the platform takes. */
export const MAX_REASON_LENGTH = 200;

/** A decision being asked for: approve asks to confirm, reject asks for the reason. */
export interface PendingDecision {
  withdrawalId: string;
  kind: 'approve' | 'reject';
}

/** What the last decision did, for the screen to say in words. */
export type DecisionNotice =
  | {
      kind: 'approved' | 'awaitingSecondApprover' | 'alreadyApproved' | 'rejected' | 'alreadyRejected';
      withdrawalId: string;
    }
  | undefined;

/** The withdrawal queue: a state and site filter, pages, and the approve and reject decisions. */
export class WithdrawalQueueStore {
  state: WithdrawalState = 'pending';
  /** The site filter as chosen in the list ('' for every site of the staff member). */
  siteId = '';
  rows: QueuedWithdrawal[] = [];
  total = 0;
  page = 1;
  loading = false;
  loaded = false;
  error: string | undefined = undefined;
  decision: PendingDecision | undefined = undefined;
  reason = '';
  deciding = false;
  decisionError: string | undefined = undefined;
  notice: DecisionNotice = undefined;
  private request = 0;

  constructor(private readonly calls: () => StaffCalls) {
    makeAutoObservable<WithdrawalQueueStore, 'calls' | 'request'>(this, { calls: false, request: false });
  }

  setState(state: WithdrawalState): Promise<void> {
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
    const outcome = await this.calls().run((t) => listWithdrawals(t, body));
    runInAction(() => {
      // A later request's answer wins over an earlier one's.
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

  /** Opens the confirmation (approve) or the reason form (reject) of one withdrawal. */
  ask(withdrawalId: string, kind: PendingDecision['kind']): void {
    this.decision = { withdrawalId, kind };
    this.reason = '';
    this.decisionError = undefined;
  }

  cancelDecision(): void {
    this.decision = undefined;
    this.reason = '';
    this.decisionError = undefined;
  }

  setReason(reason: string): void {
    this.reason = reason;
  }

  /** Sends the decision being asked for; the queue is read again after it. */
  async confirm(): Promise<void> {
    const decision = this.decision;
    if (!decision || this.deciding) return;
    const reason = this.reason.trim();
    if (decision.kind === 'reject' && !reason) {
      this.decisionError = 'reasonRequired';
      return;
    }
    this.deciding = true;
    this.decisionError = undefined;
    const id = decision.withdrawalId;
    const outcome =
      decision.kind === 'approve'
        ? await this.calls().run((t) => approveWithdrawal(t, { withdrawal_id: id }))
        : await this.calls().run((t) => rejectWithdrawal(t, { withdrawal_id: id, reason }));
    runInAction(() => {
      this.deciding = false;
      if (outcome.ok) {
        const kind = outcome.answer.outcome;
        this.notice = kind ? { kind, withdrawalId: id } : undefined;
        this.decision = undefined;
        this.reason = '';
      } else {
        this.decisionError = outcome.error;
      }
    });
    if (outcome.ok) await this.load();
  }

  clear(): void {
    this.state = 'pending';
    this.siteId = '';
    this.rows = [];
    this.total = 0;
    this.page = 1;
    this.loaded = false;
    this.error = undefined;
    this.cancelDecision();
    this.notice = undefined;
  }

  private requestFor(page: number): CallRequest<'backoffice/money/withdrawals'> {
    return { state: this.state, page, page_size: WITHDRAWAL_PAGE_SIZE, ...siteFilter(this.siteId) };
  }
}
